/**
 * The height each home lobby block keeps while it loads, fails or is empty, so the page does not move when its data
 * comes (spec CLS budget 0). The home screen reserves their sum for the lobby before its code has loaded.
 */
export const homeBlockHeights = {
  games: '24rem',
  numbers: '12rem',
  results: '24rem',
  missions: '14rem',
  leaderboard: '12rem',
  winners: '14rem',
} as const;

export type HomeBlockName = keyof typeof homeBlockHeights;

/** The lobby's whole reserve: every block and the gaps between them. */
export const homeLobbyHeight = (gap: string) =>
  `calc(${Object.values(homeBlockHeights).join(' + ')} + ${Object.keys(homeBlockHeights).length - 1} * ${gap})`;
