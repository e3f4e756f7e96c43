import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, fieldBox, row } from '../../private/styleBlocks';

export const root = style({
  ...column(vars.space.xs),
  fontFamily: vars.font.body,
  minWidth: 0,
});

/** A box of its own, as wide as its content: the list opens under it. */
export const standalone = style({ position: 'relative', width: 'fit-content', maxWidth: '100%' });

/** Inside a field's prefix: no positioning here, so the list anchors to the field's box and takes its width. */
export const inline = style({ alignSelf: 'stretch', justifyContent: 'center' });

export const trigger = style({
  ...row(vars.space.xs),
  display: 'inline-flex',
  minHeight: vars.size.controlMd,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const triggerBordered = style({
  ...fieldBox,
  selectors: {
    '&[aria-disabled="true"]': { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
});

/** Borderless, with a divider before the number typed beside it. */
export const triggerInline = style({
  alignSelf: 'stretch',
  paddingInlineEnd: vars.space.sm,
  borderInlineEndWidth: '1px',
  borderInlineEndStyle: 'solid',
  borderInlineEndColor: vars.color.border,
  borderRadius: vars.radius.sm,
  selectors: {
    // the field draws the focus ring around the whole box; this marks which part has it
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const flagBox = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.5rem',
  height: '1rem',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const flag = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const code = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const chevron = style({
  display: 'flex',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '&[data-open]': { transform: 'rotate(180deg)' } },
});

export const listbox = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  minWidth: '100%',
  width: 'max-content',
  maxWidth: 'min(20rem, calc(100vw - 2rem))',
  maxHeight: '16rem',
  margin: 0,
  padding: vars.space.xs,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  listStyle: 'none',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.medium,
  color: vars.color.text,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  ...row(vars.space.sm),
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&[data-active]': { backgroundColor: vars.color.brandSoft },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.bold },
  },
});

export const optionName = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const optionCode = style({ flexShrink: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
