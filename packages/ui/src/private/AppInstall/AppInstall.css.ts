import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, centredInline, focusRing, headingText, mutedText, onHover, row } from '../styleBlocks';

export const codes = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.lg });

export const code = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, margin: 0 });

export const caption = style({ ...mutedText(vars.fontSize.sm), textAlign: 'center' });

const linkButton = {
  ...centredInline,
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.lg,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderRadius: vars.radius.control,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing('2px') },
} as const;

export const download = style({
  ...linkButton,
  backgroundColor: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.textOnBrand,
  ...onHover({ backgroundColor: vars.color.brandHover }),
});

export const secondary = style({
  ...linkButton,
  backgroundColor: 'transparent',
  borderColor: vars.color.brand,
  color: vars.color.brand,
  ...onHover({ backgroundColor: vars.color.brandSoft }),
});

export const stepsTitle = style(headingText(vars.fontSize.md));

export const steps = style({ ...bareList, display: 'grid', gap: vars.space.sm });

export const step = style({
  ...row(vars.space.sm, 'flex-start'),
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const stepNumber = style({
  ...centredInline,
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
});
