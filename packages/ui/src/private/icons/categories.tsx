// The game categories' icons (navigation and lobbies): they load with the navigation, not with the first paint.
import type { ComponentType } from 'react';
import { icon, ringIcon, type IconProps } from './svg';

type Icon = ComponentType<IconProps>;

export const FlameIcon = icon(
  'M12 22c4 0 7-2.7 7-6.8C19 10 14 8 14 2c-3 2-6 5.5-6 9.5-1-.5-2-2-2-3.5C4.6 9.8 5 12 5 15.2 5 19.3 8 22 12 22Z',
);
export const ClockIcon = ringIcon('M12 7v5l3 2');
export const LiveIcon = icon(<rect x="3" y="6" width="18" height="13" rx="2" />, 'm8 2 4 4 4-4M10 10v5l4-2.5Z');
export const DiceIcon = icon(
  <rect x="3" y="3" width="18" height="18" rx="3" />,
  'M8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01',
);
export const BallIcon = ringIcon('m12 7 4 3-1.5 5h-5L8 10Z');
export const FishIcon = icon('M3 12s3.5-5 9.5-5S21 12 21 12s-2.5 5-8.5 5S3 12 3 12ZM3 12l-1-3M3 12l-1 3M16 11h.01');
export const CardsIcon = icon(
  <rect x="3" y="5" width="12" height="16" rx="2" />,
  'M18 4.5 21 6l-4 14.5M9 10l2 3-2 3-2-3Z',
);
export const GamepadIcon = icon(
  'M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4Z',
  'M7 11v2M6 12h2M16 11h.01M18 13h.01',
);
export const TicketIcon = icon('M3 8a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3ZM14 6v12');
export const GridIcon = icon(
  <rect x="3" y="3" width="7" height="7" rx="1" />,
  <rect x="14" y="3" width="7" height="7" rx="1" />,
  <rect x="3" y="14" width="7" height="7" rx="1" />,
  <rect x="14" y="14" width="7" height="7" rx="1" />,
);
export const FeatherIcon = icon('M20 4c-6 0-12 4-13 11l-3 5M7 15h6c3-2 5-5 7-11M9 11h6');
export const BingoIcon = icon(<circle cx="12" cy="12" r="9" />, <circle cx="12" cy="12" r="4" />);

/** An icon per navigation entry id (the ids of the flows' navigation builder); unknown ids get the grid. */
const navIcons: Record<string, Icon> = {
  recent: ClockIcon,
  hot: FlameIcon,
  live: LiveIcon,
  rng: DiceIcon,
  sports: BallIcon,
  fish: FishIcon,
  pvp: CardsIcon,
  esports: GamepadIcon,
  elott: TicketIcon,
  lott: TicketIcon,
  cockfight: FeatherIcon,
  minigame: GridIcon,
  bingo: BingoIcon,
};

export function NavIcon({ id }: { id: string }) {
  const Icon = navIcons[id] ?? GridIcon;
  return <Icon />;
}
