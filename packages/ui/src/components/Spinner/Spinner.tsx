import { cva } from 'class-variance-authority';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

const spinner = cva(styles.root, {
  variants: { size: styles.sizes, showLabel: { true: styles.labelled, false: '' } },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading; read by screen readers, shown under the ring when `showLabel` is set. Default "Loading…". */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

/** A busy indicator announced politely (role="status"). */
export function Spinner({ size, label, showLabel = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className={spinner({ size, showLabel, className })}>
      <span className={styles.ring} data-motion="essential" aria-hidden="true" />
      <span className={showLabel ? styles.visibleLabel : visuallyHidden}>{label ?? t('loading')}</span>
    </span>
  );
}
