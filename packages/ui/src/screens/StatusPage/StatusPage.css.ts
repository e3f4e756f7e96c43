import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column } from '../../private/styleBlocks';

export const root = style({
  boxSizing: 'border-box',
  minHeight: '100dvh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const card = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '28rem',
  ...column(vars.space.md),
  alignItems: 'center',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.medium,
  textAlign: 'center',
});

export const logo = style({
  display: 'flex',
  justifyContent: 'center',
  maxWidth: '60%',
  maxHeight: '3rem',
  overflow: 'hidden',
});

export const illustration = style({
  width: '12rem',
  maxWidth: '70%',
  height: 'auto',
});

/** The page title of every screen. */
export { title } from '../../private/PageFrame/page.css';

/** Server text keeps its own line breaks. */
export const info = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.loose,
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const ip = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const ipValue = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.medium,
});

export const action = style({
  width: '100%',
  marginBlockStart: vars.space.xs,
});

// Illustration parts: every colour a theme role, so each merchant's art matches its theme.
export const backdrop = style({ fill: vars.color.brandSoft });
export const ground = style({ fill: vars.color.surfaceSunken });
export const brandFill = style({ fill: vars.color.brand });
export const brandStroke = style({ fill: 'none', stroke: vars.color.brand });
export const accentFill = style({ fill: vars.color.accent });
export const cautionFill = style({ fill: vars.color.caution });
export const criticalFill = style({ fill: vars.color.critical });
export const surfaceFill = style({ fill: vars.color.surfaceRaised });
export const surfaceStroke = style({ fill: 'none', stroke: vars.color.surfaceRaised });
