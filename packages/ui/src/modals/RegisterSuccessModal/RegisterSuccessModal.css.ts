import { style } from '@vanilla-extract/css';
import { roundIcon } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const icon = style(roundIcon(vars.size.controlMd, vars.fontSize.xl));

export const positive = style({ backgroundColor: vars.color.positiveSoft, color: vars.color.positive });
export const info = style({ backgroundColor: vars.color.infoSoft, color: vars.color.info });

export const message = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  paddingBlockStart: vars.space.sm,
  overflowWrap: 'anywhere',
});

export const account = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
});
