import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { row } from '../../private/styleBlocks';

/**
 * A slim bar in the page's flow above the header: it pushes the page down, it covers nothing of the page. Above the
 * boot screen (a failed first call, the usual sight of an offline start), which covers the page.
 */
export const bar = style({
  position: 'relative',
  zIndex: `calc(${vars.zIndex.loader} + 1)`,
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
