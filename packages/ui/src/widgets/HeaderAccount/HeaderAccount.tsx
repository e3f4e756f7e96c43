import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { CrownIcon, DepositIcon, HeadsetIcon, UserIcon, WithdrawIcon } from '../../private/icons';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { VipBadge, type VipBadgeProps } from '../VipBadge';
import * as styles from './HeaderAccount.css';

export const serviceChannels = ['liveChat', 'vip'] as const;
/** Spec §2: members with rankLevel above 4 use the VIP channel, the others live chat. The site decides. */
export type ServiceChannel = (typeof serviceChannels)[number];

export interface HeaderAccountProps {
  /** The account name: the avatar button's name ("Member centre: somchai88"). */
  account: string;
  /** The member's avatar image; a person icon otherwise. */
  avatarUrl?: string | null;
  /** Opens the member centre. */
  onOpenMemberCentre: () => void;
  serviceChannel: ServiceChannel;
  onCustomerService: () => void;
  onDeposit: () => void;
  onWithdraw: () => void;
  /** The VIP badge (spec §2: when the member has a label; closable). Leave out to hide it. */
  vip?: VipBadgeProps;
}

/**
 * The logged-in pieces of the header that AppHeader does not have (spec §2 Header): customer service, deposit and
 * withdraw, the avatar that opens the member centre, and the VIP badge. AppHeader keeps the balance and logout.
 */
export function HeaderAccount({
  account,
  avatarUrl,
  onOpenMemberCentre,
  serviceChannel,
  onCustomerService,
  onDeposit,
  onWithdraw,
  vip,
}: HeaderAccountProps) {
  const { t } = useTranslation('shell');
  const serviceLabel = t(serviceChannel === 'vip' ? 'account.vipService' : 'account.liveChat');
  return (
    <div role="group" aria-label={t('account.label')} className={styles.root}>
      {vip ? <VipBadge {...vip} className={styles.vip} /> : null}
      <Button variant="outline" size="sm" className={styles.onHeader} onClick={onCustomerService}>
        {serviceChannel === 'vip' ? <CrownIcon /> : <HeadsetIcon />}
        <span className={styles.collapsible}>{serviceLabel}</span>
      </Button>
      <Button variant="solid" size="sm" className={styles.deposit} onClick={onDeposit}>
        <DepositIcon />
        {t('account.deposit')}
      </Button>
      <Button variant="outline" size="sm" className={styles.onHeader} onClick={onWithdraw}>
        <WithdrawIcon />
        {t('account.withdraw')}
      </Button>
      <button type="button" className={styles.avatar} onClick={onOpenMemberCentre}>
        {avatarUrl ? <img src={avatarUrl} alt="" className={styles.avatarImage} /> : <UserIcon />}
        <span className={visuallyHidden}>{t('account.memberCentre', { account })}</span>
      </button>
    </div>
  );
}
