import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { card } from '../../private/HomeBlock/HomeBlock.css';
import {
  clampLines,
  column,
  columnList,
  mutedNote,
  mutedText,
  pillLabel,
  ruleAbove,
  ruledList,
} from '../../private/styleBlocks';
import type { MissionState } from './MissionBoard';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const counts = style({
  ...mutedNote(vars.fontSize.sm),
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const points = style({ color: vars.color.text });

export const missions = style(columnList(vars.space.xs));

export const mission = style([card, column(vars.space.xxs)]);

export const missionHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const missionTitle = style({
  ...clampLines(2),
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

const pill = style({ ...pillLabel(vars.space.xs), flexShrink: 0, fontSize: vars.fontSize.xs });

const tones = {
  JOIN: { backgroundColor: vars.color.infoSoft, color: vars.color.text },
  PROCESS: { backgroundColor: vars.color.brandSoft, color: vars.color.text },
  CLAIM: { backgroundColor: vars.color.positiveSoft, color: vars.color.text },
  CLAIMED: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
  CLOSED: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
  COMING_SOON: { backgroundColor: vars.color.cautionSoft, color: vars.color.text },
} satisfies Record<MissionState, object>;

export const status = styleVariants(tones, (tone) => [pill, tone]);

export const description = style({ ...clampLines(2), ...mutedText(vars.fontSize.sm), overflowWrap: 'anywhere' });

export const progressRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const progress = style({ flex: '1 1 6rem', minWidth: '6rem', height: '0.5rem', accentColor: vars.color.brand });

export const reward = style({ marginInlineStart: 'auto', fontWeight: vars.fontWeight.bold });

export const board = style({ ...ruledList, backgroundColor: vars.color.surfaceRaised });

const line = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
} as const;

export const row = style({ ...line, selectors: ruleAbove });

export const meRow = style({
  ...line,
  fontWeight: vars.fontWeight.bold,
  backgroundColor: vars.color.brandSoft,
  borderRadius: vars.radius.md,
});

export const rank = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const player = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const you = style({ color: vars.color.textMuted });

export const score = style({ fontVariantNumeric: 'tabular-nums' });
