// Names and limits of the content area (announcements, banners, promotions, generated art).

/** Where the art is served; the permission call names it as the image CDN (siteConfig IMAGE_CDNS). */
export const ASSETS_PATH = '/sandbox/assets';

/** The art never changes for a given address: caches may keep it for a day. */
export const ART_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The widths (px) of the banners' modern-format copies (16:5, drawn at 1600): a 360 to 412 px phone at DPR 2 to 3.5
 * shows the slot 344 to 396 CSS px wide (688 to 1386 px), a desktop at most 75rem (1200 px at DPR 1).
 */
export const BANNER_WIDTHS = [480, 720, 1080, 1440] as const;
/** The size (px) the banners and promotion pictures are drawn at: their aspect ratios (16:5, 2:1). */
export const BANNER_SIZE = { width: 1600, height: 500 } as const;
export const PROMO_SIZE = { width: 960, height: 480 } as const;
/** The widths of the promotion pictures' copies (2:1, drawn at 960): the popup is the phone's width, at most 30rem. */
export const PROMO_WIDTHS = [480, 720, 960] as const;
/** The modern formats each copy comes in, best first, with their media types. */
export const ART_FORMATS = { avif: 'image/avif', webp: 'image/webp' } as const;
export type ArtFormat = keyof typeof ART_FORMATS;
/** Encoder quality (sharp, 1 to 100) per format: flat generated art stays sharp at these. */
export const ART_QUALITY: Record<ArtFormat, number> = { avif: 55, webp: 78 };
/** A copy's bytes never change for its address (the address names the picture, width and format): a year, immutable. */
export const ART_VARIANT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Encoded copies kept in memory (each encoded once); the oldest is dropped beyond this. */
export const ART_VARIANT_CACHE_ENTRIES = 256;

/** The announcement types the call fills when the caller names none (spec §7: B, PL, PU, PR). */
export const DEFAULT_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const;

/** Languages the seeded texts are written in; anything else falls back to English. */
export const CONTENT_LANGUAGES = ['en', 'th'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Spec language codes that are not BCP-47 primary subtags (TY is Thai). */
export const LANGUAGE_ALIASES: Record<string, ContentLanguage> = { ty: 'th' };

export const PROMOTION_NOT_FOUND = {
  message: 'The promotion does not exist or has ended',
  code: 'PROMOTION_NOT_FOUND',
} as const;
