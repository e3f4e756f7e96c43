import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const account = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space.sm,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.md,
  padding: 0,
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border,
});

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
} as const;

export const item = style({
  ...row,
  margin: 0,
  border: 0,
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
  borderRadius: 0,
  background: 'none',
  fontFamily: vars.font.body,
  cursor: 'pointer',
  '@media': { '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brandSoft } } } },
});

export const icon = style({ display: 'inline-flex', color: vars.color.brand });

export const language = style({ marginBlockStart: vars.space.md });

export const games = style({ marginBlockStart: vars.space.lg });

export const heading = style({
  marginBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const gameList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const game = style({
  ...row,
  backgroundColor: vars.color.surfaceSunken,
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
