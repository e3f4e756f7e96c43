import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  textAlign: 'center',
});

export const box = styleVariants({
  page: [base, { minHeight: '12rem' }],
  section: [base, { minHeight: '6rem', paddingBlock: vars.space.lg }],
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const message = style({ margin: 0, marginBlockEnd: vars.space.sm, overflowWrap: 'anywhere' });
