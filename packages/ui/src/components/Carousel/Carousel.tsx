import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton';
import { PauseIcon, ResumeIcon, Svg } from '../../private/icons';
import { useReducedMotion } from '../../private/useReducedMotion';
import * as styles from './Carousel.css';

export interface CarouselSlide {
  key: string | number;
  content: ReactNode;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel (its region). */
  label: string;
  /** How long a slide stays before the next one. */
  autoplayMs: number;
  className?: string;
  /** Where the controls sit: above the slides (default), or over their bottom corner (pictures). */
  controlsPlacement?: 'top' | 'overlay';
}

/**
 * Slides shown one at a time (ARIA carousel pattern). It turns by itself when there is more than one, and stops while
 * the pointer is over it or the focus is in it, when the player pauses it, and always when the system asks for
 * reduced motion. Screen readers hear a slide change only when the player makes it.
 */
export function Carousel({ slides, label, autoplayMs, className, controlsPlacement = 'top' }: CarouselProps) {
  const { t } = useTranslation('common');
  const baseId = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();

  const count = slides.length;
  const current = count > 0 ? index % count : 0;
  const several = count > 1;
  const turning = several && !stopped && !reducedMotion && !hovered && !focused;

  useEffect(() => {
    if (!turning) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => clearTimeout(timer);
  }, [turning, current, count, autoplayMs]);

  if (count === 0) return null;
  const go = (step: number) => setIndex((current + step + count) % count);

  const controls = several ? (
    <div className={controlsPlacement === 'overlay' ? `${styles.controls} ${styles.overlay}` : styles.controls}>
      {reducedMotion ? null : (
        <IconButton
          size="sm"
          variant="ghost"
          label={stopped ? t('carousel.play') : t('carousel.pause')}
          icon={stopped ? <ResumeIcon /> : <PauseIcon />}
          onClick={() => setStopped((value) => !value)}
        />
      )}
      <span className={styles.position} aria-hidden="true">
        {current + 1} / {count}
      </span>
      <IconButton
        size="sm"
        variant="ghost"
        label={t('carousel.previous')}
        icon={<ArrowIcon direction="previous" />}
        aria-controls={`${baseId}-slides`}
        onClick={() => go(-1)}
      />
      <IconButton
        size="sm"
        variant="ghost"
        label={t('carousel.next')}
        icon={<ArrowIcon direction="next" />}
        aria-controls={`${baseId}-slides`}
        onClick={() => go(1)}
      />
    </div>
  ) : null;

  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {controlsPlacement === 'top' ? controls : null}
      <div id={`${baseId}-slides`} className={styles.slides} aria-live={turning ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideLabel', { index: i + 1, count })}
            hidden={i !== current}
            className={styles.slide}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {controlsPlacement === 'overlay' ? controls : null}
    </section>
  );
}

function ArrowIcon({ direction }: { direction: 'previous' | 'next' }) {
  // mirrored in right-to-left languages by the stylesheet
  return (
    <span className={styles.arrow}>
      <Svg>{direction === 'previous' ? <path d="M15 6l-6 6 6 6" /> : <path d="M9 6l6 6-6 6" />}</Svg>
    </span>
  );
}
