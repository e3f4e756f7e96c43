import { vars } from '../../theme/contract.css';

/**
 * The height each home lobby block keeps while it loads, fails or is empty, so the page does not move when its data
 * comes (spec CLS budget 0), on each of the three layouts: a phone, from 600 px (tiles two to three across) and from
 * 960 px (the left bar beside the page). Measured from the blocks with the sandbox's data, logged out (a member's
 * lists only add rows below), rounded down: a block never shrinks when its data comes. The home screen reserves
 * their sum for the lobby before its code has loaded.
 */
export const homeBlockHeights = {
  games: { phone: '60rem', tablet: '33rem', desktop: '31rem' },
  numbers: { phone: '56rem', tablet: '33rem', desktop: '25rem' },
  results: { phone: '24rem', tablet: '24rem', desktop: '24rem' },
  missions: { phone: '21.5rem', tablet: '21.5rem', desktop: '21.5rem' },
  leaderboard: { phone: '21.5rem', tablet: '21.5rem', desktop: '21.5rem' },
  winners: { phone: '14rem', tablet: '14rem', desktop: '14rem' },
} as const;

export type HomeBlockName = keyof typeof homeBlockHeights;
type Layout = keyof (typeof homeBlockHeights)[HomeBlockName];

/** The layouts' media queries (a phone is the default). */
export const homeLayouts = {
  tablet: 'screen and (min-width: 600px)',
  desktop: 'screen and (min-width: 960px)',
} as const;

/** A block's least height on each layout, as vanilla-extract style properties. */
export function homeBlockMinHeight(heights: Readonly<Record<Layout, string>>) {
  return {
    minHeight: heights.phone,
    '@media': {
      [homeLayouts.tablet]: { minHeight: heights.tablet },
      [homeLayouts.desktop]: { minHeight: heights.desktop },
    },
  };
}

/**
 * `content-visibility: auto`: a block off screen (most of the lobby on a phone) is neither styled, laid out nor
 * painted, so a whole-page style recalculation (a modal's scroll lock on <body>) costs what is on screen. It takes its
 * least height on each layout until it has been drawn once (then the height it was drawn at: `auto`). Its containment
 * clips what it holds, so its cards' shadows and focus rings get a margin.
 */
export function homeBlockSkipped(heights: Readonly<Record<Layout, string>>) {
  return {
    contentVisibility: 'auto',
    overflowClipMargin: vars.space.sm,
    containIntrinsicBlockSize: `auto ${heights.phone}`,
    '@media': {
      [homeLayouts.tablet]: { containIntrinsicBlockSize: `auto ${heights.tablet}` },
      [homeLayouts.desktop]: { containIntrinsicBlockSize: `auto ${heights.desktop}` },
    },
  } as const;
}

/** The lobby's whole reserve on each layout: every block and the gaps between them. */
export function homeLobbyMinHeight(gap: string) {
  const sum = (layout: Layout) =>
    `calc(${Object.values(homeBlockHeights)
      .map((heights) => heights[layout])
      .join(' + ')} + ${Object.keys(homeBlockHeights).length - 1} * ${gap})`;
  return homeBlockMinHeight({ phone: sum('phone'), tablet: sum('tablet'), desktop: sum('desktop') });
}
