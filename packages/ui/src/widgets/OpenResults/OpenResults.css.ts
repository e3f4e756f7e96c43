import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, focusRing, longTitleText, mutedText, ruleAbove, wrapList } from '../../private/styleBlocks';

export const scroller = style({
  height: '16rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  selectors: { '&:focus-visible': focusRing('2px') },
});

export const list = style(bareList);

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  selectors: ruleAbove,
});

export const draw = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.xs });

export const numero = style({ ...longTitleText(vars.fontSize.sm), color: vars.color.text });

export const time = style(mutedText(vars.fontSize.xs));

export const numbers = style(wrapList(vars.space.xxs));

export const ball = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.75rem',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const more = style({ display: 'block', marginInline: 'auto', padding: vars.space.sm });
