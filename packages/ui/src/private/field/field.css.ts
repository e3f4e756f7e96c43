import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, fieldBox, mutedNote, row } from '../styleBlocks';

/** Shared look of every form field: label on top, control, then hint and error below. */
export const root = style({
  ...column(vars.space.xs),
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxs,
});

export const hint = style({
  ...mutedNote(vars.fontSize.xs),
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  ...row(vars.space.xxs, 'flex-start'),
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.critical,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({
  flexShrink: 0,
  width: '1.2em',
  height: '1.2em',
  marginBlockStart: '0.05em',
});

/** The box around an input or select: border, focus ring, invalid and disabled looks. */
export const control = style({
  position: 'relative',
  ...row(vars.space.xs),
  minHeight: vars.size.controlMd,
  ...fieldBox,
  color: vars.color.text,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-within': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: '1px',
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** The native element inside `control`: no own border or outline, 16px+ text so phones do not zoom. */
export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
