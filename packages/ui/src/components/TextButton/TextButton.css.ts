import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Underlined so it does not rely on colour alone; as tall as a small control so it is easy to tap. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { color: vars.color.brandHover } } },
  },
});
