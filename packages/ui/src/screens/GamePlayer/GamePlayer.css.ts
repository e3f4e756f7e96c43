import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: `calc(100dvh - ${vars.size.headerHeight})`,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.xs,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const name = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const tools = style({ display: 'flex', gap: vars.space.xxs, marginInlineStart: 'auto' });

export const stage = style({
  position: 'relative',
  flex: '1 1 auto',
  display: 'flex',
  minHeight: '20rem',
  backgroundColor: vars.color.surfaceSunken,
});

export const frame = style({ display: 'block', flex: '1 1 auto', width: '100%', minHeight: '20rem', border: 0 });

export const cover = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  textAlign: 'center',
  backgroundColor: vars.color.surfaceSunken,
});

export const message = style({ maxWidth: '28rem', textAlign: 'start' });

export const text = style({ margin: 0, color: vars.color.text });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
});
