import type { ComponentType, ReactNode, SVGProps } from 'react';

/**
 * The one icon set: line icons drawn for this project (24px grid, currentColor). Decorative: the control around each
 * carries the name. A new icon is one `icon(<path … />)` line here.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

const icon = (paths: ReactNode) =>
  function Icon(props: IconProps) {
    return <Svg {...props}>{paths}</Svg>;
  };

// Form fields, alerts and dialogs
export const EyeIcon = icon(
  <>
    <path d="M2 12c2.4-4.3 5.7-6.5 10-6.5S19.6 7.7 22 12c-2.4 4.3-5.7 6.5-10 6.5S4.4 16.3 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = icon(
  <>
    <path d="M9.9 5.8A10 10 0 0 1 12 5.5c4.3 0 7.6 2.2 10 6.5a17 17 0 0 1-2.6 3.5" />
    <path d="M6.4 6.9C4.6 8.1 3.2 9.8 2 12c2.4 4.3 5.7 6.5 10 6.5 1.8 0 3.4-.4 4.8-1.2" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="M3 3l18 18" />
  </>,
);
export const RefreshIcon = icon(
  <>
    <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8" />
    <path d="M4 3v5h5" />
    <path d="M4 13a8 8 0 0 0 14.6 4.5L20 16" />
    <path d="M20 21v-5h-5" />
  </>,
);
export const LogoutIcon = icon(
  <>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16l-4-4 4-4" />
    <path d="M6 12h10" />
  </>,
);
export const HeadsetIcon = icon(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
    <path d="M19 20a3 3 0 0 1-3 2h-3" />
  </>,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const LockIcon = icon(
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);
export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.8 2.8L16.5 9" />
  </>,
);
export const WarningIcon = icon(
  <>
    <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4.5M12 17v.5" />
  </>,
);
export const ErrorIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);

// Frame and pages
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = icon(<path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z" />);
export const GiftIcon = icon(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.5 9 8 12 8ZM12 8s1.5-4.5 4-3.5S15 8 12 8Z" />
  </>,
);
export const UserPlusIcon = icon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21c0-3.9 3.1-7 7-7s7 3.1 7 7M19 8v6M16 11h6" />
  </>,
);
export const PlayIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m10 8.5 5.5 3.5-5.5 3.5Z" />
  </>,
);
export const DownloadIcon = icon(<path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);
export const DepositIcon = icon(
  <>
    <rect x="2" y="6" width="20" height="13" rx="2" />
    <path d="M12 9v7M9 13l3 3 3-3" />
  </>,
);
export const WithdrawIcon = icon(
  <>
    <rect x="2" y="6" width="20" height="13" rx="2" />
    <path d="M12 16V9M9 12l3-3 3 3" />
  </>,
);
export const CrownIcon = icon(<path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5Z" />);
export const CoinsIcon = icon(
  <>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 18c0 1.7 2.7 3 6 3s6-1.3 6-3v-5c0-1.7-2.7-3-6-3" />
  </>,
);
export const HomeIcon = icon(<path d="M3 11 12 3l9 8M5 9.5V21h5v-6h4v6h5V9.5" />);
export const FlameIcon = icon(
  <path d="M12 22c4 0 7-2.7 7-6.8C19 10 14 8 14 2c-3 2-6 5.5-6 9.5-1-.5-2-2-2-3.5C4.6 9.8 5 12 5 15.2 5 19.3 8 22 12 22Z" />,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const ChatIcon = icon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z" />);
export const SendIcon = icon(<path d="M21 3 3 10.5l7 2.5 2.5 7ZM21 3 10 13" />);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const MegaphoneIcon = icon(<path d="M3 10v4h3l8 5V5L6 10ZM18 9a4 4 0 0 1 0 6M8 14.5 9 20h3l-1-4.5" />);
export const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </>,
);
export const GaugeIcon = icon(<path d="M4 18a9 9 0 1 1 16 0M12 13l4-4M12 14a1 1 0 1 0 0-2" />);
export const QrIcon = icon(
  <>
    <rect x="3" y="3" width="7" height="7" />
    <rect x="14" y="3" width="7" height="7" />
    <rect x="3" y="14" width="7" height="7" />
    <path d="M14 14h3v3M21 14v.01M14 21h3M21 18v3h-1" />
  </>,
);
export const ChevronLeftIcon = icon(<path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = icon(<path d="m9 6 6 6-6 6" />);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const EnlargeIcon = icon(<path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />);
export const ShrinkIcon = icon(<path d="M20 10h-6V4M4 14h6v6M14 10l7-7M10 14l-7 7" />);
export const MinusIcon = icon(<path d="M5 12h14" />);
export const PanelIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </>,
);
export const ExternalIcon = icon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const LiveIcon = icon(
  <>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="m8 2 4 4 4-4M10 10v5l4-2.5Z" />
  </>,
);
export const DiceIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01" />
  </>,
);
export const BallIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7 4 3-1.5 5h-5L8 10Z" />
  </>,
);
export const FishIcon = icon(
  <path d="M3 12s3.5-5 9.5-5S21 12 21 12s-2.5 5-8.5 5S3 12 3 12ZM3 12l-1-3M3 12l-1 3M16 11h.01" />,
);
export const CardsIcon = icon(
  <>
    <rect x="3" y="5" width="12" height="16" rx="2" />
    <path d="M18 4.5 21 6l-4 14.5M9 10l2 3-2 3-2-3Z" />
  </>,
);
export const GamepadIcon = icon(
  <>
    <path d="M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4Z" />
    <path d="M7 11v2M6 12h2M16 11h.01M18 13h.01" />
  </>,
);
export const TicketIcon = icon(
  <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3ZM14 6v12" />,
);
export const GridIcon = icon(
  <>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
  </>,
);
export const FeatherIcon = icon(<path d="M20 4c-6 0-12 4-13 11l-3 5M7 15h6c3-2 5-5 7-11M9 11h6" />);
export const BingoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
  </>,
);

/** The favourite star: outlined, or filled when `filled` (decorative; the button around it carries the name). */
export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Svg fill={filled ? 'currentColor' : 'none'} {...props}>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </Svg>
  );
}

export function FullscreenIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </Svg>
  );
}

export function BackIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M15 18l-6-6 6-6" />
    </Svg>
  );
}

/** The lobby's "all games" tab: four square tiles, larger than the line icons. */
export function TilesIcon(props: IconProps) {
  return (
    <Svg width="1.5em" height="1.5em" {...props}>
      <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />
    </Svg>
  );
}

// Navigation entries
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
