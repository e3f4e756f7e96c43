import { createVar, style } from '@vanilla-extract/css';
import { centredOverlay } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

const controlSize = createVar();
const idle = ':not(:disabled):not([aria-disabled="true"])';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
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

// Hover only where there is a pointer, so a tapped button on a phone does not stay highlighted.
const hover = (rules: { backgroundColor?: string; borderColor?: string; color?: string }) => ({
  '@media': { '(hover: hover)': { selectors: { [`&:hover${idle}`]: rules } } },
});

export const variants = {
  solid: style({
    backgroundColor: vars.color.brand,
    color: vars.color.textOnBrand,
    ...hover({ backgroundColor: vars.color.brandHover }),
    selectors: { [`&:active${idle}`]: { backgroundColor: vars.color.brandActive } },
  }),
  soft: style({
    backgroundColor: vars.color.brandSoft,
    color: vars.color.brand,
    ...hover({ borderColor: vars.color.brand }),
    selectors: { [`&:active${idle}`]: { borderColor: vars.color.brandActive } },
  }),
  outline: style({
    backgroundColor: 'transparent',
    borderColor: vars.color.brand,
    color: vars.color.brand,
    ...hover({ backgroundColor: vars.color.brandSoft }),
    selectors: { [`&:active${idle}`]: { backgroundColor: vars.color.brandSoft, borderColor: vars.color.brandActive } },
  }),
  ghost: style({
    backgroundColor: 'transparent',
    color: vars.color.brand,
    ...hover({ backgroundColor: vars.color.brandSoft }),
    selectors: { [`&:active${idle}`]: { backgroundColor: vars.color.brandSoft } },
  }),
  critical: style({
    backgroundColor: vars.color.critical,
    color: vars.color.textOnCritical,
    ...hover({ backgroundColor: vars.color.criticalHover }),
    selectors: { [`&:active${idle}`]: { backgroundColor: vars.color.criticalHover } },
  }),
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

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

/** While loading the label stays in place, invisible, so the button keeps its width and its accessible name. */
export const contentHidden = style([content, { opacity: 0 }]);

export const busy = style(centredOverlay);
