import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog, type DialogProps } from '../../components/Dialog';
import { EyeIcon, EyeOffIcon, LogoutIcon } from '../icons';
import { AccountSheetClose } from './accountSheetClose';
import * as styles from './AccountSheet.css';

export interface AccountSheetProps extends Pick<DialogProps, 'open' | 'onOpenChange'> {
  /** Names the sheet ("Account: somchai88"). */
  title: string;
  /** The member's own entries (HeaderAccount with layout "sheet"): each closes the sheet when chosen (AccountSheetClose). */
  children?: ReactNode;
  balanceHidden: boolean;
  onToggleBalanceHidden?: () => void;
  /** Closes the sheet and asks for the logout confirmation. */
  onLogout: () => void;
}

/**
 * The phone's account sheet (below 600px the header keeps one row: logo, balance, deposit and the button that opens
 * this): the member's entries, hiding the balance and logging out. Loaded when it is first opened.
 */
export function AccountSheet({
  open,
  onOpenChange,
  title,
  children,
  balanceHidden,
  onToggleBalanceHidden,
  onLogout,
}: AccountSheetProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="sm">
      {/* an entry that is chosen closes the sheet; what it opens takes over */}
      <AccountSheetClose.Provider value={() => onOpenChange(false)}>
        <div className={styles.entries}>{children}</div>
      </AccountSheetClose.Provider>
      <div className={styles.actions}>
        {onToggleBalanceHidden ? (
          <Button variant="outline" aria-pressed={balanceHidden} onClick={onToggleBalanceHidden}>
            {balanceHidden ? <EyeOffIcon /> : <EyeIcon />}
            {t('balance.hide')}
          </Button>
        ) : null}
        <Button
          variant="outline"
          onClick={() => {
            onOpenChange(false);
            onLogout();
          }}
        >
          <LogoutIcon />
          {t('header.logout')}
        </Button>
      </div>
    </Dialog>
  );
}
