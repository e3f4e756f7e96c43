import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Carousel } from '../../components/Carousel';
import { SafeHtml } from '../../components/SafeHtml';
import * as styles from './PromotionCarousel.css';

/** Spec §9: the registration carousel turns every 5000 ms when it has more than one promotion. */
export const REGISTER_CAROUSEL_AUTOPLAY_MS = 5000;

/** Spec §3 Promotion, the parts the carousel shows. */
export interface CarouselPromotion {
  id: string | number;
  title: string;
  /** HTML from the server, as it came: SafeHtml sanitizes it (DOMPurify) before it is rendered. */
  content: string;
}

export interface PromotionCarouselProps {
  promotions: readonly CarouselPromotion[];
  /** The "more" button: the caller goes to the promotion. No button without it. */
  onMore?: (promotion: CarouselPromotion) => void;
  /** Defaults to REGISTER_CAROUSEL_AUTOPLAY_MS. */
  autoplayMs?: number;
  /** Names the carousel; defaults to "New player promotions". */
  label?: string;
  className?: string;
}

/**
 * The registration page's new_player promotions, one at a time: each with its title, its content (sanitized by SafeHtml) and a
 * more button. Turns every REGISTER_CAROUSEL_AUTOPLAY_MS when there is more than one (see Carousel).
 */
export function PromotionCarousel({
  promotions,
  onMore,
  autoplayMs = REGISTER_CAROUSEL_AUTOPLAY_MS,
  label,
  className,
}: PromotionCarouselProps) {
  const { t } = useTranslation('register');
  const baseId = useId();
  return (
    <Carousel
      className={className ? `${styles.root} ${className}` : styles.root}
      label={label ?? t('carousel.label')}
      autoplayMs={autoplayMs}
      slides={promotions.map((promotion, i) => ({
        key: promotion.id,
        content: (
          <div className={styles.slide}>
            <h3 id={`${baseId}-title-${i}`} className={styles.title}>
              {promotion.title}
            </h3>
            <SafeHtml className={styles.content} html={promotion.content} />
            {onMore ? (
              <Button
                variant="soft"
                size="sm"
                className={styles.more}
                aria-describedby={`${baseId}-title-${i}`}
                onClick={() => onMore(promotion)}
              >
                {t('carousel.more')}
              </Button>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
