import * as styles from './BannerSlider.css';

/**
 * The banners' place while they are on their way, the size of the slider so nothing moves when they arrive. A module
 * of its own: the site shows it in the first paint, before the slider's code (and the carousel's) has loaded.
 */
export function BannerPlaceholder({ className }: { className?: string }) {
  return (
    <div className={[styles.root, styles.placeholder, className].filter(Boolean).join(' ')}>
      <div className={styles.picture} />
    </div>
  );
}
