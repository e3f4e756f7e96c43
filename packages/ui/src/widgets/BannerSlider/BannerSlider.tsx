import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/Carousel';
import { Picture, type PictureSource } from '../../components/Picture';
import { BlockFailure, type BlockFailureInfo } from '../../private/BlockFailure/BlockFailure';
import { BannerPlaceholder } from './BannerPlaceholder';
import * as styles from './BannerSlider.css';

/** Our choice (the spec gives no banner timing): the same pace as the registration carousel. */
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * How wide a banner is shown (`sizes`): the page's width less the slider's sides (the theme's `space.sm`, 0.5rem,
 * each side) on a phone, at most the frame's content width (the theme's `contentMaxWidth`, 75rem, sides included) on
 * a desktop. The browser picks the copy that fills that at the screen's density: with the whole width, Lighthouse's
 * phone (412 px at 1.75x) took the 1080 px copy for a 396 px slot that the 720 px one fills.
 */
export const BANNER_SIZES = '(min-width: 75rem) 74rem, calc(100vw - 1rem)';

/** The banner's box (the contract's 16:5) as the img's width and height: its place is kept before any CSS. */
export const BANNER_BOX = { width: 1600, height: 500 } as const;

/** Spec §3 Banner, the parts the slider shows. */
export interface BannerItem {
  bannerId: string | number;
  /** The picture (16:5). */
  url: string;
  /** Smaller and modern-format copies of it (AVIF, WebP); `url` stays the fallback. */
  sources?: readonly PictureSource[];
  /** What the picture says (the banner's title); empty only when it says nothing. */
  alt: string;
  /** The banner leads somewhere: it is a button. */
  clickable?: boolean;
}

export interface BannerSliderProps {
  banners: readonly BannerItem[];
  /** A clickable banner was chosen; the site follows its linkage (route, address, promotion, game). */
  onOpen?: (banner: BannerItem) => void;
  autoplayMs?: number;
  className?: string;
  /** The banners are on their way: their place is kept so nothing moves when they arrive. */
  loading?: boolean;
  /** The banners' call failed: their place says so, with a retry. */
  failure?: BlockFailureInfo | null;
}

/**
 * The banners of a route group (spec §2: chosen by route group), one at a time. The first picture is often the
 * largest thing on the first screen (the LCP): it loads eagerly with high priority; the others load lazily, off the
 * main thread, once their slide shows, so nothing competes with it. Each is a `<picture>` when it has copies.
 */
export function BannerSlider({
  banners,
  onOpen,
  autoplayMs = BANNER_AUTOPLAY_MS,
  className,
  loading = false,
  failure,
}: BannerSliderProps) {
  const { t } = useTranslation('shell');
  if (loading) return <BannerPlaceholder className={className} />;
  if (failure) return <BlockFailure className={className} what={t('banner.failed')} {...failure} />;
  if (banners.length === 0) return null;
  return (
    <Carousel
      className={className ? `${styles.root} ${className}` : styles.root}
      label={t('banner.label')}
      autoplayMs={autoplayMs}
      controlsPlacement="overlay"
      slides={banners.map((banner, i) => {
        const first = i === 0;
        const picture = (
          <Picture
            className={styles.picture}
            src={banner.url}
            sources={banner.sources}
            sizes={BANNER_SIZES}
            alt={banner.alt}
            width={BANNER_BOX.width}
            height={BANNER_BOX.height}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'low'}
            decoding={first ? 'auto' : 'async'}
          />
        );
        return {
          key: banner.bannerId,
          content:
            banner.clickable && onOpen ? (
              <button type="button" className={styles.link} onClick={() => onOpen(banner)}>
                {picture}
              </button>
            ) : (
              picture
            ),
        };
      })}
    />
  );
}
