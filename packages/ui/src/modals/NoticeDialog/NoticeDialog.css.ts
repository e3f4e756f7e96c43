import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const icon = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.lg,
});

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
