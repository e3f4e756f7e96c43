import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { columnList, countBadge } from '../styleBlocks';

// Keep in step with Dialog's `screen` size: from this width the centre is a panel with the menu beside the page.
const WIDE = '(min-width: 48rem)';

export const phoneOnly = style({ '@media': { [WIDE]: { display: 'none' } } });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [WIDE]: { gridTemplateColumns: '14rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const menu = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '[data-menu-shown] > &': { display: 'flex' } },
  '@media': { [WIDE]: { display: 'flex' } },
});

export const page = style({
  minWidth: 0,
  selectors: { '[data-menu-shown] > &': { display: 'none' } },
  '@media': { [WIDE]: { selectors: { '[data-menu-shown] > &': { display: 'block' } } } },
});

export const list = style(columnList(vars.space.xxs));

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlMd,
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    // the page shown (on a phone, the one the back arrow came from)
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not([aria-current="page"])': { backgroundColor: vars.color.surfaceSunken } },
    },
  },
});

export const label = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

/** Spec §2: the red count. */
export const badge = style({
  flexShrink: 0,
  minWidth: '1.25rem',
  ...countBadge(vars.space.xxs),
  lineHeight: '1.25rem',
});

/** Below the menu: the help centre's link. */
export const help = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
