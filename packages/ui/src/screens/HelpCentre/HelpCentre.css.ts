import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { chosen, focusRing, wrapList } from '../../private/styleBlocks';

export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    '(min-width: 48rem)': { gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)' },
  },
});

export const menu = style({
  ...wrapList(vars.space.xs),
  '@media': {
    '(min-width: 48rem)': { flexDirection: 'column', flexWrap: 'nowrap', gap: vars.space.xxs },
  },
});

export const menuItem = style({ minWidth: 0 });

export const topic = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-current="true"]': chosen,
    '&:focus-visible': focusRing('2px'),
  },
  '@media': {
    '(min-width: 48rem)': { borderRadius: vars.radius.md, paddingBlock: vars.space.xs },
    '(hover: hover)': {
      selectors: { '&:hover:not([aria-current="true"])': { borderColor: vars.color.borderStrong } },
    },
  },
});

export const article = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
});
