import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { dataTable } from '../../private/styleBlocks';

/** Operator HTML in the merchant's typography: only element selectors, since the HTML carries no classes. */
export const root = style({
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${root} > * + *`, { marginBlockStart: vars.space.sm });
globalStyle(`${root} p, ${root} ul, ${root} ol`, { marginBlock: 0 });
globalStyle(`${root} ul, ${root} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${root} h1, ${root} h2, ${root} h3, ${root} h4`, {
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${root} a[href]`, { color: vars.color.brand, textDecoration: 'underline' });
globalStyle(`${root} img`, { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${root} table`, dataTable);
globalStyle(`${root} th, ${root} td`, {
  padding: vars.space.xs,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  textAlign: 'start',
});
