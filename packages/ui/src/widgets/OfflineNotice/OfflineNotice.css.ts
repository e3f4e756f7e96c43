import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { row } from '../../private/styleBlocks';

export const bar = style({
  ...row(vars.space.xs, 'center'),
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '100%',
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.cautionSoft,
  borderBlockEnd: `1px solid ${vars.color.caution}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const icon = style({ flexShrink: 0 });
