import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { ring } from '../Spinner/Spinner.css';
import * as styles from './Button.css';

export const buttonVariants = ['solid', 'soft', 'outline', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

const button = cva(styles.root, {
  variants: {
    variant: styles.variants,
    size: styles.sizes,
    fullWidth: { true: styles.fullWidth, false: '' },
    square: { true: styles.square, false: '' },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner over the label and ignores clicks; the button keeps its width and stays focusable. */
  loading?: boolean;
  fullWidth?: boolean;
}

// A busy button stays focusable (aria-disabled, not disabled) so focus does not jump to <body> on submit;
// this swallows the click, and with it a form submission.
const ignoreClick = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/** Shared by Button and IconButton; `square` is the icon-only shape. */
export function ButtonBase({
  variant,
  size,
  loading = false,
  fullWidth = false,
  square = false,
  type = 'button',
  className,
  children,
  onClick,
  ...buttonProps
}: ButtonProps & { square?: boolean }) {
  return (
    <button
      {...buttonProps}
      type={type}
      className={button({ variant, size, fullWidth, square, className })}
      aria-busy={loading || buttonProps['aria-busy']}
      aria-disabled={loading || buttonProps['aria-disabled']}
      onClick={loading ? ignoreClick : onClick}
    >
      <span className={loading ? styles.contentHidden : styles.content}>{children}</span>
      {loading ? (
        <span className={styles.busy} aria-hidden="true">
          <span className={ring} data-motion="essential" />
        </span>
      ) : null}
    </button>
  );
}

/** The action button. Defaults to type="button" so a button inside a form never submits it by accident. */
export function Button(props: ButtonProps) {
  return <ButtonBase {...props} />;
}
