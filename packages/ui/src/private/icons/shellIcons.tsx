import type { ReactNode, SVGProps } from 'react';
import { Svg } from './icons';

/**
 * The shell's line icons (24px grid, currentColor), in the style of `private/icons`. Decorative: the control around
 * each carries the name.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

const icon = (paths: ReactNode) =>
  function Icon(props: IconProps) {
    return <Svg {...props}>{paths}</Svg>;
  };

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
