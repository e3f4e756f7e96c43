import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { card } from '../../private/HomeBlock/HomeBlock.css';
import { cardGrid, clampLines, column, mutedText } from '../../private/styleBlocks';

export const list = style(cardGrid('6.5rem', vars.space.xs));

export const item = style([card, { ...column(vars.space.xxs), alignItems: 'center', textAlign: 'center' }]);

export const number = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const game = style({
  ...clampLines(2),
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const bets = style(mutedText(vars.fontSize.xs));
