// The icons of the first screen (header, balance, alerts): they load with the first paint.
import { icon, ringIcon } from './svg';
export const EyeIcon = icon(
  'M2 12c2.4-4.3 5.7-6.5 10-6.5S19.6 7.7 22 12c-2.4 4.3-5.7 6.5-10 6.5S4.4 16.3 2 12Z',
  <circle cx="12" cy="12" r="3" />,
);
export const EyeOffIcon = icon(
  'M9.9 5.8A10 10 0 0 1 12 5.5c4.3 0 7.6 2.2 10 6.5a17 17 0 0 1-2.6 3.5',
  'M6.4 6.9C4.6 8.1 3.2 9.8 2 12c2.4 4.3 5.7 6.5 10 6.5 1.8 0 3.4-.4 4.8-1.2',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  'M3 3l18 18',
);
export const RefreshIcon = icon(
  'M20 11a8 8 0 0 0-14.6-4.5L4 8',
  'M4 3v5h5',
  'M4 13a8 8 0 0 0 14.6 4.5L20 16',
  'M20 21v-5h-5',
);
export const LogoutIcon = icon('M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4', 'M10 16l-4-4 4-4', 'M6 12h10');
export const UserIcon = icon(<circle cx="12" cy="8" r="4" />, 'M4 21a8 8 0 0 1 16 0');
export const ErrorIcon = ringIcon('M9 9l6 6M15 9l-6 6');
export const ChevronDownIcon = icon('m6 9 6 6 6-6');
