import { fn } from 'storybook/test';
import type { HeaderAccountProps } from '../../widgets/HeaderAccount';

/** The member's header pieces in the stories (HeaderAccount's own, and AppHeader's phone row and sheet). */
export const headerAccountArgs = {
  account: 'somchai88',
  onOpenMemberCentre: fn(),
  serviceChannel: 'liveChat',
  onCustomerService: fn(),
  onDeposit: fn(),
  onWithdraw: fn(),
} satisfies HeaderAccountProps;
