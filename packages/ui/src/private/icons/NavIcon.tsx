import type { ComponentType, SVGProps } from 'react';
import {
  BallIcon,
  BingoIcon,
  CardsIcon,
  ClockIcon,
  DiceIcon,
  FeatherIcon,
  FishIcon,
  FlameIcon,
  GamepadIcon,
  GridIcon,
  LiveIcon,
  TicketIcon,
} from './shellIcons';

type Icon = ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>;

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
