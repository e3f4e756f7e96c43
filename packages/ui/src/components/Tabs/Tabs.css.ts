import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  alignItems: 'stretch',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

export const trigger = style({
  // spec: every tab gets an equal share of the row; long (Thai) labels wrap inside their share
  flex: '1 1 0',
  minWidth: 0,
  minHeight: vars.size.controlMd,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: 0,
  background: 'none',
  boxShadow: 'inset 0 -3px 0 transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  transitionProperty: 'color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-state="active"]': {
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 -3px 0 ${vars.color.brand}`,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    // inside the box: the list clips nothing, but a neighbour would cover an outer ring
    '&:focus-visible': { outlineOffset: '-2px' },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not(:disabled):not([data-state="active"])': { color: vars.color.text } },
    },
  },
});

export const content = style({
  paddingBlock: vars.space.lg,
  selectors: { '&:focus-visible': { outlineOffset: '2px' } },
});
