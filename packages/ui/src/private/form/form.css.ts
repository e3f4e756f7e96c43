import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The text of a form's notice: a server's message may be one long word. */
export const noticeText = style({ margin: 0, overflowWrap: 'anywhere' });

/** The line under a form that offers the other form ("No account yet? Register"). */
export const switchLine = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
