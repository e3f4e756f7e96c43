import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, column, fullWidthImage, pageColumn, raised, row, titleText } from '../../private/styleBlocks';

const wide = 'screen and (min-width: 56rem)';

export const root = style({
  // the form column (30rem), the offers column (26rem) and the gap between them
  ...pageColumn(`calc(56rem + ${vars.space.lg} + 2 * ${vars.space.md})`),
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const top = style({ display: 'flex' });

export const back = style({
  ...row(vars.space.xs),
  display: 'inline-flex',
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

export const card = style({ ...column(vars.space.md), padding: vars.space.lg, ...raised(vars.radius.lg), minWidth: 0 });

/** The page title of every screen. */
export { title } from '../../private/PageFrame/page.css';

export const aside = style({
  ...column(vars.space.md),
  minWidth: 0,
  '@media': { [wide]: { position: 'sticky', top: vars.space.md } },
});

export const asideTitle = style(titleText(vars.fontSize.lg));

export const banners = style({ ...bareList, display: 'grid', gap: vars.space.sm });

export const banner = style({ minWidth: 0 });

export const bannerLink = style({ display: 'block', borderRadius: vars.radius.md });

export const bannerImage = style({
  ...fullWidthImage,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});
