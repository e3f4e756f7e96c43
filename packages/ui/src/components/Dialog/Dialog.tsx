import * as RadixDialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../private/icons';
import { usePortalContainer } from '../../theme/ThemeRoot';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';

/** `screen`: the whole window on a phone, a large panel on a wide screen (the member and agent centres). */
export const dialogSizes = ['sm', 'md', 'lg', 'screen'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const dialog = cva(styles.content, { variants: { size: styles.sizes }, defaultVariants: { size: 'md' } });
const coverOf = cva(styles.cover, { variants: { size: styles.coverSizes }, defaultVariants: { size: 'md' } });

export interface DialogProps {
  open: boolean;
  /** Called with false on Escape, the close button, a cover click (unless `cover` is false) and `timeOut`. */
  onOpenChange: (open: boolean) => void;
  /** Names the dialog for screen readers; required. */
  title: ReactNode;
  description?: ReactNode;
  /** Spec: the dialog closes on a click on the cover (the dimmed page) unless cover is explicitly false. */
  cover?: boolean;
  /** Spec: closes by itself this many milliseconds after opening. */
  timeOut?: number;
  /** Actions under the content. Put the primary last: it ends the row, and goes on top when the row wraps. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Before the title, e.g. a back arrow between the pages of a centre. */
  headerStart?: ReactNode;
  children?: ReactNode;
}

/** What can take focus with Tab (Radix's own rule, less the hidden ones, which are checked at focus time). */
const TABBABLE =
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Focus into a dialog that has just opened, as Radix would: the first control Tab reaches that is not a link (a
 * field's text selected), else the dialog itself; not when something inside already has it (a field's autoFocus).
 */
function focusFirstInside(content: HTMLElement): void {
  if (!content.isConnected || content.contains(document.activeElement)) return;
  const first = [...content.querySelectorAll<HTMLElement>(TABBABLE)].find(
    (element) =>
      element.tabIndex >= 0 &&
      element.tagName !== 'A' &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
  const target = first ?? content;
  target.focus({ preventScroll: true });
  if (target instanceof HTMLInputElement) target.select();
}

/**
 * Every modal of the product. Radix supplies the focus trap, Escape, scroll lock and focus return; the content is
 * portaled into the nearest ThemeRoot so it keeps the merchant's look.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  cover = true,
  timeOut,
  footer,
  size,
  headerStart,
  children,
}: DialogProps) {
  const { t } = useTranslation('common');
  const container = usePortalContainer();
  const closeByTimer = useEffectEvent(() => onOpenChange(false));
  // Radix returns focus only to its own Trigger; screens open dialogs from state, so remember the opener here.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open || timeOut === undefined) return;
    const timer = setTimeout(closeByTimer, timeOut);
    return () => clearTimeout(timer);
  }, [open, timeOut]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {/* null: the ThemeRoot is mounting; wait one commit rather than flash the dialog unthemed in <body> */}
      {container === null ? null : (
        <RadixDialog.Portal container={container}>
          <RadixDialog.Overlay className={coverOf({ size })}>
            <RadixDialog.Content
              className={dialog({ size })}
              onOpenAutoFocus={(event) => {
                opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                // Focus moves in at the next frame, not in React's commit: finding the first control to focus there
                // forced a layout of the whole new dialog inside the commit's task (a slow phone's 40 ms in one long
                // task). The frame lays the dialog out anyway: the layout its animation-frame step needs is the one
                // it then paints with, in the frame's own task.
                event.preventDefault();
                const content = event.currentTarget as HTMLElement;
                requestAnimationFrame(() => focusFirstInside(content));
              }}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                if (opener.current?.isConnected) opener.current.focus();
              }}
              onInteractOutside={cover ? undefined : (event) => event.preventDefault()}
              // without a description, say so, or Radix warns that the dialog is not described
              {...(description ? {} : { 'aria-describedby': undefined })}
            >
              <div className={styles.header}>
                {headerStart}
                <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
                <RadixDialog.Close asChild>
                  <IconButton label={t('close')} icon={<CloseIcon />} size="sm" />
                </RadixDialog.Close>
              </div>
              {description ? (
                <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
              ) : null}
              <div className={styles.body}>{children}</div>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </RadixDialog.Content>
          </RadixDialog.Overlay>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}
