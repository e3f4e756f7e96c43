import * as styles from './LeftBarPlaceholder.css';

/**
 * The left bar's place while its code and the server's answer are on their way: its width and colour, so the page
 * beside it does not move when the bar arrives. A module of its own: the site shows it in the first paint, before
 * the bar's code (and its stylesheet) has loaded.
 */
export function LeftBarPlaceholder({ mini = false }: { mini?: boolean }) {
  return <div className={mini ? `${styles.placeholder} ${styles.mini}` : styles.placeholder} aria-hidden="true" />;
}
