import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  cardGrid,
  column,
  framedPicture,
  liftOnHover,
  longTitleText,
  mutedText,
  raised,
} from '../../private/styleBlocks';

// one card across a phone, two or three as the screen widens
export const grid = style(cardGrid('17rem', vars.space.md));

export const item = style({
  minWidth: 0,
  // cards off screen are neither laid out nor painted
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 18rem',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  ...raised(vars.radius.md),
  color: vars.color.text,
  textDecoration: 'none',
  ...liftOnHover('box-shadow'),
});

export const picture = style({ ...framedPicture('2 / 1'), objectFit: 'cover' });

export const body = style({ flex: 1, ...column(vars.space.xs), padding: vars.space.md });

export const cardTitle = style(longTitleText(vars.fontSize.md));

export const period = style(mutedText(vars.fontSize.sm));

export const more = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xs,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
});
