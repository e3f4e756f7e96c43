import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mutedText } from '../../private/styleBlocks';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const term = style(mutedText(vars.fontSize.sm));

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
