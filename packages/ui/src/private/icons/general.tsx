// The other icons: they load with the pieces that use them.
import { icon, ringIcon, sizedIcon, Svg, type IconProps } from './svg';

// Form fields, alerts and dialogs
export const CloseIcon = icon('M6 6l12 12M18 6L6 18');
export const InfoIcon = ringIcon('M12 11v6M12 7.5v.5');
export const CheckCircleIcon = ringIcon('M8 12.5l2.8 2.8L16.5 9');
export const WarningIcon = icon(
  'M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z',
  'M12 9.5v4.5M12 17v.5',
);
export const HeadsetIcon = icon(
  'M4 14v-2a8 8 0 0 1 16 0v2',
  <rect x="3" y="14" width="4" height="6" rx="1.5" />,
  <rect x="17" y="14" width="4" height="6" rx="1.5" />,
  'M19 20a3 3 0 0 1-3 2h-3',
);
export const LockIcon = icon(<rect x="4" y="11" width="16" height="10" rx="2" />, 'M8 11V7a4 4 0 0 1 8 0v4');
// Frame and pages
export const MenuIcon = icon('M4 6h16M4 12h16M4 18h16');
export const SunIcon = icon(
  <circle cx="12" cy="12" r="4" />,
  'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
);
export const MoonIcon = icon('M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z');
export const GiftIcon = icon(
  <rect x="3" y="8" width="18" height="4" rx="1" />,
  'M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.5 9 8 12 8ZM12 8s1.5-4.5 4-3.5S15 8 12 8Z',
);
/** A team: the agent centre's entry. */
export const TeamIcon = icon(
  <circle cx="9" cy="8" r="3.5" />,
  'M2 20c0-3.6 3.1-6.5 7-6.5s7 2.9 7 6.5M16 4.5a3.5 3.5 0 0 1 0 7M18 13.7c2.4.8 4 3.2 4 6.3',
);
export const UserPlusIcon = icon(<circle cx="9" cy="8" r="4" />, 'M2 21c0-3.9 3.1-7 7-7s7 3.1 7 7M19 8v6M16 11h6');
export const PlayIcon = ringIcon('m10 8.5 5.5 3.5-5.5 3.5Z');
/** Stops what moves by itself (a carousel, the winner board); ResumeIcon starts it again. */
export const PauseIcon = icon('M9 6v12M15 6v12');
export const ResumeIcon = icon('M8 5.5v13l10-6.5z');
export const DownloadIcon = icon('M12 3v12M7 10l5 5 5-5M5 21h14');
/** The wallet's card, with an arrow into it (deposit) or out of it (withdraw). */
const card = <rect x="2" y="6" width="20" height="13" rx="2" />;
export const DepositIcon = icon(card, 'M12 9v7M9 13l3 3 3-3');
export const WithdrawIcon = icon(card, 'M12 16V9M9 12l3-3 3 3');
export const CrownIcon = icon('M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5Z');
export const CoinsIcon = icon(
  <ellipse cx="9" cy="7" rx="6" ry="3" />,
  'M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7',
  'M9 18c0 1.7 2.7 3 6 3s6-1.3 6-3v-5c0-1.7-2.7-3-6-3',
);
export const HomeIcon = icon('M3 11 12 3l9 8M5 9.5V21h5v-6h4v6h5V9.5');
export const ChatIcon = icon('M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z');
export const SendIcon = icon('M21 3 3 10.5l7 2.5 2.5 7ZM21 3 10 13');
export const MailIcon = icon(<rect x="3" y="5" width="18" height="14" rx="2" />, 'm3 7 9 6 9-6');
export const MegaphoneIcon = icon('M3 10v4h3l8 5V5L6 10ZM18 9a4 4 0 0 1 0 6M8 14.5 9 20h3l-1-4.5');
export const HelpIcon = ringIcon('M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01');
export const GaugeIcon = icon('M4 18a9 9 0 1 1 16 0M12 13l4-4M12 14a1 1 0 1 0 0-2');
export const QrIcon = icon(
  <rect x="3" y="3" width="7" height="7" />,
  <rect x="14" y="3" width="7" height="7" />,
  <rect x="3" y="14" width="7" height="7" />,
  'M14 14h3v3M21 14v.01M14 21h3M21 18v3h-1',
);
export const ChevronLeftIcon = icon('m15 6-6 6 6 6');
export const ChevronRightIcon = icon('m9 6 6 6-6 6');
export const EnlargeIcon = icon('M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7');
export const ShrinkIcon = icon('M20 10h-6V4M4 14h6v6M14 10l7-7M10 14l-7 7');
export const MinusIcon = icon('M5 12h14');
export const PanelIcon = icon(<rect x="3" y="4" width="18" height="16" rx="2" />, 'M9 4v16');
export const ExternalIcon = icon('M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5');
/** The favourite star: outlined, or filled when `filled` (decorative; the button around it carries the name). */
export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Svg fill={filled ? 'currentColor' : 'none'} {...props}>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </Svg>
  );
}
export const FullscreenIcon = icon('M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5');
export const BackIcon = icon('M15 18l-6-6 6-6');
/** The lobby's "all games" tab: four square tiles, larger than the line icons. */
export const TilesIcon = sizedIcon(
  { width: '1.5em', height: '1.5em' },
  'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
);
