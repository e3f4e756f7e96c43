import { createContext } from 'react';

/**
 * What the header (AppHeader) lends the member's pieces (HeaderAccount) for the phone's account sheet: logging out
 * (through the header's confirmation) and hiding the balance. Outside a header they do nothing.
 */
export const HeaderMember = createContext<{
  onLogout: () => void;
  balanceHidden: boolean;
  onToggleBalanceHidden?: () => void;
}>({ onLogout: () => undefined, balanceHidden: false });
