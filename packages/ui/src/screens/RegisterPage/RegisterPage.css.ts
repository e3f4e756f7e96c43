import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { headingText } from '../../private/styleBlocks';

const wide = 'screen and (min-width: 56rem)';

export const root = style({
  boxSizing: 'border-box',
  width: '100%',
  // the form column (30rem), the offers column (26rem) and the gap between them
  maxWidth: `calc(56rem + ${vars.space.lg} + 2 * ${vars.space.md})`,
  marginInline: 'auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const top = style({ display: 'flex' });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

export const backArrow = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

/** Phones: one column, the offers after the form. Wide screens: the offers on the right. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [wide]: { gridTemplateColumns: 'minmax(0, 30rem) minmax(0, 1fr)' },
  },
});

export const single = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 30rem)', justifyContent: 'center' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
  minWidth: 0,
});

/** The page title of every screen. */
export { title } from '../../private/PageFrame/page.css';

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [wide]: { position: 'sticky', top: vars.space.md } },
});

export const asideTitle = style({
  ...headingText(vars.fontSize.lg),
  lineHeight: vars.lineHeight.tight,
});

export const banners = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const banner = style({ minWidth: 0 });

export const bannerLink = style({ display: 'block', borderRadius: vars.radius.md });

export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});
