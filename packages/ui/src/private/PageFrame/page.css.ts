import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  chosen,
  focusRing,
  longTitleText,
  mutedNote,
  onHover,
  pageColumn,
  pillLabel,
  titleText,
  wrapList,
} from '../styleBlocks';

// The frame of the content pages (promotions, help, download, points mall, lottery): the same column, title and
// chips as the game lobbies, so the site reads as one product.

export const root = style({
  ...pageColumn(vars.size.contentMaxWidth),
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style(longTitleText(vars.fontSize.xl));

export const sectionTitle = style(titleText(vars.fontSize.lg));

export const muted = style(mutedNote(vars.fontSize.sm));

export const chips = style(wrapList(vars.space.xs));

/** A filter chip: a button with aria-pressed, or a link with aria-current. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.controlSm,
  margin: 0,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"], &[aria-current="page"], &[aria-current="true"]': chosen,
    '&:focus-visible': focusRing('2px'),
  },
  ...onHover(
    { borderColor: vars.color.borderStrong },
    '&:hover:not([aria-pressed="true"]):not([aria-current="page"]):not([aria-current="true"])',
  ),
});

/** A small label on a card (category, status). */
export const badge = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  ...pillLabel(vars.space.xs),
  backgroundColor: vars.color.brandSoft,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});
