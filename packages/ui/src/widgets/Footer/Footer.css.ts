import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { headingText, vendorLogo } from '../../private/styleBlocks';

const wide = 'screen and (min-width: 720px)';

export const root = style({
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border,
});

export const inner = style({
  boxSizing: 'border-box',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.lg,
  '@media': { [wide]: { paddingInline: vars.space.xl } },
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const logos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
  gap: vars.space.sm,
});

export const logoItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
});

export const logo = style(vendorLogo);

export const carousel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const carouselHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const controls = style({ display: 'flex', gap: vars.space.xxs, flexShrink: 0 });

export const slide = style({ display: 'grid', gap: vars.space.xs, minHeight: '5.5rem' });

export const slideTitle = style(headingText(vars.fontSize.lg));

export const slideText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const dots = style({ display: 'flex', justifyContent: 'center', gap: vars.space.xxs });

// A 24px target around a small dot (WCAG 2.5.8).
export const dot = style({
  position: 'relative',
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: '0.5rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.borderStrong,
  },
  selectors: {
    '&[aria-current="true"]::after': { inset: '0.375rem', backgroundColor: vars.color.brand },
  },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '@media': { '(hover: hover)': { selectors: { '&:hover': { color: vars.color.brand } } } },
});

export const copyright = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
