import type { ComponentPropsWithRef } from 'react';
import * as styles from './TextButton.css';

export type TextButtonProps = ComponentPropsWithRef<'button'>;

/**
 * A button that reads as a link (underlined brand text) for secondary actions inside forms: "Forgot password?",
 * "Log in", "Register". It still is a button: it does something here rather than go to an address.
 * Defaults to type="button".
 */
export function TextButton({ type = 'button', className, ...props }: TextButtonProps) {
  return <button {...props} type={type} className={className ? `${styles.root} ${className}` : styles.root} />;
}
