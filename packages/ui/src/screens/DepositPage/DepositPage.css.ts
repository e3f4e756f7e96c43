// The deposit page's own parts; the wallet page's form, sections, lists and messages are shared (WalletPage.css).
import { style, styleVariants } from '@vanilla-extract/css';
import {
  bareFieldset,
  choiceCard,
  focusRing,
  labelText,
  legendAbove,
  mutedText,
  pillLabel,
} from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

export const fieldset = style(bareFieldset(vars.space.xs));

export const legend = style({ ...legendAbove, ...labelText });

export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.xs,
});

/** A channel: a radio with its card around it (the whole card is the label). */
export const channel = style([
  choiceCard,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'start',
    gap: `${vars.space.xxs} ${vars.space.xs}`,
    padding: vars.space.sm,
    backgroundColor: vars.color.surface,
    minWidth: 0,
    selectors: { '&:has(input:focus-visible)': focusRing('2px') },
  },
]);

export const channelRadio = style({
  gridRow: 'span 2',
  margin: 0,
  marginTop: vars.space.xxs,
  accentColor: vars.color.formAccent,
});

export const channelName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const small = style({ ...mutedText(vars.fontSize.sm), overflowWrap: 'anywhere' });

export const problem = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical });

/** Label-value rows (an account to pay to, an order). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const factLabel = style(mutedText(vars.fontSize.sm));

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const qr = style({ alignSelf: 'center', maxWidth: '100%', height: 'auto' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const file = style({
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': focusRing('2px') },
});

export const status = styleVariants({
  pending: { color: vars.color.text, background: vars.color.cautionSoft },
  credited: { color: vars.color.text, background: vars.color.positiveSoft },
  failed: { color: vars.color.text, background: vars.color.criticalSoft },
});

export const statusBadge = style({
  display: 'inline-block',
  ...pillLabel(vars.space.xs),
});

export const rowMain = style({ display: 'flex', flexDirection: 'column', flex: '1 1 10rem', minWidth: 0 });
