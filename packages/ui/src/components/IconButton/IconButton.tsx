import type { ReactNode } from 'react';
import { ButtonBase, type ButtonProps } from '../Button/Button';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'fullWidth' | 'aria-label'> {
  /** The accessible name; also shown as a tooltip on hover. */
  label: string;
  /** A decorative icon (aria-hidden); `label` says what the button does. */
  icon: ReactNode;
}

/** A square button with only an icon. Same variants and sizes as Button; the label is required. */
export function IconButton({ label, icon, variant = 'ghost', title, ...buttonProps }: IconButtonProps) {
  return (
    <ButtonBase {...buttonProps} variant={variant} square aria-label={label} title={title ?? label}>
      {icon}
    </ButtonBase>
  );
}
