import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pillLabel, ruleAbove, ruledList, ruledRow } from '../../private/styleBlocks';

// The security centre: a summary card (account, completion, last login), then one card per section.

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const account = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const meterTrack = style({
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const meterFill = style({ height: '100%', borderRadius: vars.radius.pill, background: vars.color.positive });

export const line = style({ margin: 0, overflowWrap: 'anywhere', fontSize: vars.fontSize.sm });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  boxSizing: 'border-box',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

export const sectionRow = style([sectionHeader, { cursor: 'default', flexWrap: 'wrap' }]);

export const sectionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 10rem',
  minWidth: 0,
});

export const sectionTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const sectionSummary = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const status = style({
  flexShrink: 0,
  ...pillLabel(vars.space.xs),
  background: vars.color.cautionSoft,
  color: vars.color.text,
  selectors: { '&[data-complete]': { background: vars.color.positiveSoft } },
});

export const chevron = style({
  flexShrink: 0,
  display: 'inline-flex',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const sectionBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  paddingTop: 0,
  minWidth: 0,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const cards = style(ruledList);

export const card = style({ ...ruledRow, selectors: ruleAbove });

export const cardText = style({ display: 'flex', flexDirection: 'column', flex: '1 1 10rem', minWidth: 0 });

export const cardNumber = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.bold });

export const confirm = style({
  flexBasis: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});
