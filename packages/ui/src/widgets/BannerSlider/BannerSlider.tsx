import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/Carousel';
import { BlockFailure, type BlockFailureInfo } from '../../private/BlockFailure/BlockFailure';
import { BannerPlaceholder } from './BannerPlaceholder';
import * as styles from './BannerSlider.css';

/** Our choice (the spec gives no banner timing): the same pace as the registration carousel. */
export const BANNER_AUTOPLAY_MS = 5000;

/** Spec §3 Banner, the parts the slider shows. */
export interface BannerItem {
  bannerId: string | number;
  /** The picture (16:5). */
  url: string;
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
 * The banners of a route group (spec §2: chosen by route group), one at a time. The first picture loads eagerly: it
 * is often the largest thing on the first screen.
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
        const picture = (
          <img
            className={styles.picture}
            src={banner.url}
            alt={banner.alt}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            decoding="async"
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
