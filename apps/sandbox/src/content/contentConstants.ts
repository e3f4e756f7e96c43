// Names and limits of the content area (announcements, banners, promotions, generated art).

/** Where the art is served; the permission call names it as the image CDN (siteConfig IMAGE_CDNS). */
export const ASSETS_PATH = '/sandbox/assets';

/** The art never changes for a given address: caches may keep it for a day. */
export const ART_MAX_AGE_SECONDS = 24 * 60 * 60;

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
