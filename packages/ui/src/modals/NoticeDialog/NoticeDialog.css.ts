import { style } from '@vanilla-extract/css';
import { roundIcon } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const icon = style(roundIcon(vars.size.controlSm, vars.fontSize.lg));

export const tones = {
  info: style({ backgroundColor: vars.color.infoSoft, color: vars.color.info }),
  warning: style({ backgroundColor: vars.color.cautionSoft, color: vars.color.caution }),
};

export const message = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  paddingBlockStart: vars.space.xs,
  // server messages can carry line breaks
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
