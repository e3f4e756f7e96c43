import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { homeLobbyMinHeight } from '../../private/HomeBlock/heights';

/**
 * The home lobby's place under the welcome: its blocks load after the first paint, so the place keeps their least
 * height from the start and nothing moves when they come.
 */
export const lobby = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  ...homeLobbyMinHeight(vars.space.lg),
});
