import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  bareList,
  column,
  countBadge,
  focusRing,
  mutedNote,
  pillLabel,
  ruleAbove,
  wrapList,
} from '../../private/styleBlocks';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

/** A tab takes the room its label needs ("Announcements" beside "Inbox" and its count on a phone). */
export const tab = style({ flex: '1 1 auto' });

export const count = style({ ...countBadge(vars.space.xs), marginInlineStart: vars.space.xxs });

export const list = style({ ...bareList, minWidth: 0 });

export const item = style({ selectors: ruleAbove });

export const itemButton = style({
  display: 'grid',
  gridTemplateColumns: '0.75rem minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  width: '100%',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing('-2px'), '&:hover': { backgroundColor: vars.color.surfaceRaised } },
});

/** The unread mark: a dot before the title (its meaning is also in hidden text). */
export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  marginBlockStart: '0.45em',
  borderRadius: vars.radius.pill,
  selectors: { '&[data-unread]': { backgroundColor: vars.color.critical } },
});

export const itemText = style({ ...column(vars.space.xxs), minWidth: 0 });

export const itemTitle = style({
  margin: 0,
  overflowWrap: 'anywhere',
  selectors: { '[data-unread] &': { fontWeight: vars.fontWeight.bold } },
});

export const meta = style({ ...wrapList(vars.space.xs), alignItems: 'center', ...mutedNote(vars.fontSize.sm) });

export const rewardChip = style({
  ...pillLabel(vars.space.xs),
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  selectors: {
    '&[data-status="claimed"]': { backgroundColor: vars.color.positiveSoft },
    '&[data-status="expired"]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

export const detail = style({ ...column(vars.space.md), minWidth: 0 });

export const detailTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const body = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** A text body keeps its line breaks. */
export const textBody = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const reward = style({
  ...column(vars.space.sm),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const rewardAmount = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const countdown = style({ fontVariantNumeric: 'tabular-nums' });

export const actions = style({ ...wrapList(vars.space.sm), justifyContent: 'space-between' });

export const notice = style({ ...column(vars.space.xs), minWidth: 0 });

export const summary = style({
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing('2px') },
});
