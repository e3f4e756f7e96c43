import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, centredState, mutedNote, onHover, titleText } from '../../private/styleBlocks';

const wide = 'screen and (min-width: 720px)';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' } },
});

export const side = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const list = style({ ...bareList, display: 'grid', gap: vars.space.xxs });

export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  width: '100%',
  margin: 0,
  padding: vars.space.sm,
  border: 0,
  borderInlineStartWidth: '3px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: 'transparent',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': {
      backgroundColor: vars.color.brandSoft,
      borderInlineStartColor: vars.color.brand,
    },
  },
  ...onHover({ backgroundColor: vars.color.surfaceSunken }, '&:hover:not([aria-current="true"])'),
});

export const itemTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const itemDate = style(mutedNote(vars.fontSize.xs));

export const detail = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  scrollMarginBlock: vars.space.lg,
});

export const detailTitle = style(titleText(vars.fontSize.lg));

export const content = style({ marginBlockStart: vars.space.sm });

export const state = style(centredState);
