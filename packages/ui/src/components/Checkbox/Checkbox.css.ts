import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, focusRing, row as rowBlock } from '../../private/styleBlocks';

export const root = style({ ...column(vars.space.xxs), fontFamily: vars.font.body });

/** The whole row is the touch target: the label is clickable and at least one control tall. */
export const row = style({
  ...rowBlock(vars.space.sm, 'flex-start'),
  minHeight: vars.size.controlMd,
});

/** A native checkbox tinted with the form accent: accessible and free on low-end phones. */
export const box = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  // centre the box on the first line of the label
  marginBlockStart: `calc((${vars.size.controlMd} - 1.25rem) / 2)`,
  accentColor: vars.color.formAccent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing('2px'),
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.critical}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const label = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  minHeight: vars.size.controlMd,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** Messages line up with the label text, not the box. */
export const messages = style({
  ...column(vars.space.xxs),
  paddingInlineStart: `calc(1.25rem + ${vars.space.sm})`,
});
