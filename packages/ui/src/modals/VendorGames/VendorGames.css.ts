import { style } from '@vanilla-extract/css';
import { bareList, clampLines, framedPicture } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

export const list = style({
  ...bareList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: vars.space.sm,
});

export const game = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
});

export const picture = style({ ...framedPicture('1 / 1'), borderRadius: vars.radius.md });

export const name = style({ ...clampLines(2), fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlockStart: vars.space.md });
