import { createVar, style, type StyleRule } from '@vanilla-extract/css';
import { centredInline, centredOverlay, onHover } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

const controlSize = createVar();
const idle = ':not(:disabled):not([aria-disabled="true"])';

export const root = style({
  position: 'relative',
  ...centredInline,
  maxWidth: '100%',
  minHeight: controlSize,
  margin: 0,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.control,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  // labels wrap onto a second line (Thai runs long) instead of being cut off
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

/**
 * A variant: its look, and its change on hover (only where there is a pointer, so a tapped button on a phone does not
 * stay highlighted) and while pressed (the hover's, unless it has its own), when the button is idle.
 */
const variant = (look: StyleRule, hovered: StyleRule, pressed: StyleRule = hovered) =>
  style({ ...look, ...onHover(hovered, `&:hover${idle}`), selectors: { [`&:active${idle}`]: pressed } });

export const variants = {
  solid: variant(
    { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
    { backgroundColor: vars.color.brandHover },
    { backgroundColor: vars.color.brandActive },
  ),
  soft: variant(
    { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
    { borderColor: vars.color.brand },
    { borderColor: vars.color.brandActive },
  ),
  outline: variant(
    { backgroundColor: 'transparent', borderColor: vars.color.brand, color: vars.color.brand },
    { backgroundColor: vars.color.brandSoft },
    { backgroundColor: vars.color.brandSoft, borderColor: vars.color.brandActive },
  ),
  ghost: variant(
    { backgroundColor: 'transparent', color: vars.color.brand },
    { backgroundColor: vars.color.brandSoft },
  ),
  critical: variant(
    { backgroundColor: vars.color.critical, color: vars.color.textOnCritical },
    { backgroundColor: vars.color.criticalHover },
  ),
};

export const sizes = {
  sm: style({
    vars: { [controlSize]: vars.size.controlSm },
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.sm,
  }),
  md: style({
    vars: { [controlSize]: vars.size.controlMd },
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.lg,
    fontSize: vars.fontSize.md,
  }),
  lg: style({
    vars: { [controlSize]: vars.size.controlLg },
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.xl,
    fontSize: vars.fontSize.lg,
  }),
};

export const fullWidth = style({ display: 'flex', width: '100%' });

/** Icon buttons: a square as tall as the size's control height (declared after `sizes` so its padding wins). */
export const square = style({ width: controlSize, padding: 0, flexShrink: 0 });

export const content = style({ ...centredInline, gap: vars.space.sm, minWidth: 0 });

/** While loading the label stays in place, invisible, so the button keeps its width and its accessible name. */
export const contentHidden = style([content, { opacity: 0 }]);

export const busy = style(centredOverlay);
