import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

export const text = style({ margin: 0, flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' });

export const what = style({ fontWeight: vars.fontWeight.bold });

export const message = style({ margin: 0, marginBlockEnd: vars.space.xs });
