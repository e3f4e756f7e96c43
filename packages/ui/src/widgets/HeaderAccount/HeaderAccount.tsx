import { lazy, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { CrownIcon, DepositIcon, HeadsetIcon, TeamIcon, UserIcon, WithdrawIcon } from '../../private/icons';
import { AccountSheetClose } from '../../private/header/accountSheetClose';
import { HeaderMember } from '../../private/header/headerMember';
import { LazyDialog, useLazyDialog } from '../../private/header/lazyDialog';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { VipBadge, type VipBadgeProps } from '../VipBadge';
import * as styles from './HeaderAccount.css';

export const serviceChannels = ['liveChat', 'vip'] as const;
/** Spec §2: members with rankLevel above 4 use the VIP channel, the others live chat. The site decides. */
export type ServiceChannel = (typeof serviceChannels)[number];

// The phone's account sheet loads when it is first opened.
const AccountSheet = lazy(() => import('../../private/header/AccountSheet').then((m) => ({ default: m.AccountSheet })));

export const headerAccountLayouts = ['bar', 'sheet'] as const;
/**
 * `bar`: the header's row (below 600px only the deposit shows there); `sheet`: the same entries listed in the
 * phone's account sheet (AppHeader's `accountSheet`), the deposit left out (it stays in the row).
 */
export type HeaderAccountLayout = (typeof headerAccountLayouts)[number];

export interface HeaderAccountProps {
  /** The account name: the avatar button's name ("Member centre: somchai88"). */
  account: string;
  /** The member's avatar image; a person icon otherwise. */
  avatarUrl?: string | null;
  /** Opens the member centre. */
  onOpenMemberCentre: () => void;
  /** Opens the agent centre; leave out for an account that may not open it (spec §6: agents, when the site shows it). */
  onOpenAgentCentre?: () => void;
  serviceChannel: ServiceChannel;
  onCustomerService: () => void;
  onDeposit: () => void;
  onWithdraw: () => void;
  /** The VIP badge (spec §2: when the member has a label; closable). Leave out to hide it. */
  vip?: VipBadgeProps;
  layout?: HeaderAccountLayout;
}

/**
 * The logged-in pieces of the header that AppHeader does not have (spec §2 Header): customer service, deposit and
 * withdraw, the avatar that opens the member centre, and the VIP badge. AppHeader keeps the balance and logout.
 * Below 600px the bar keeps only the deposit (its icon, named for screen readers) and an account button: its sheet
 * lists the rest (the same props with layout "sheet"), hiding the balance and logging out (lent by AppHeader).
 */
export function HeaderAccount(props: HeaderAccountProps) {
  const {
    account,
    avatarUrl,
    onOpenMemberCentre,
    onOpenAgentCentre,
    serviceChannel,
    onCustomerService,
    onDeposit,
    onWithdraw,
    vip,
  } = props;
  const layout = props.layout ?? 'bar';
  const { t } = useTranslation('shell');
  const member = useContext(HeaderMember);
  const sheet = useLazyDialog();
  const sheetTitle = t('header.accountSheet', { account });
  const serviceLabel = t(serviceChannel === 'vip' ? 'account.vipService' : 'account.liveChat');
  const serviceIcon = serviceChannel === 'vip' ? <CrownIcon /> : <HeadsetIcon />;
  const closeSheet = useContext(AccountSheetClose);
  // in the sheet, a chosen entry closes it first
  const chosen = (action: () => void) => () => {
    closeSheet();
    action();
  };
  if (layout === 'sheet') {
    return (
      <div role="group" aria-label={t('account.label')} className={styles.sheet}>
        {vip ? (
          <VipBadge {...vip} onOpen={(target) => chosen(() => vip.onOpen(target))()} className={styles.sheetVip} />
        ) : null}
        <Button variant="outline" fullWidth onClick={chosen(onOpenMemberCentre)}>
          <UserIcon />
          {t('account.memberCentreEntry')}
        </Button>
        {onOpenAgentCentre ? (
          <Button variant="outline" fullWidth onClick={chosen(onOpenAgentCentre)}>
            <TeamIcon />
            {t('account.agentCentreEntry')}
          </Button>
        ) : null}
        <Button variant="outline" fullWidth onClick={chosen(onWithdraw)}>
          <WithdrawIcon />
          {t('account.withdraw')}
        </Button>
        <Button variant="outline" fullWidth onClick={chosen(onCustomerService)}>
          {serviceIcon}
          {serviceLabel}
        </Button>
      </div>
    );
  }
  return (
    <div role="group" aria-label={t('account.label')} className={styles.root}>
      {vip ? <VipBadge {...vip} className={styles.vip} /> : null}
      <Button
        variant="outline"
        size="sm"
        className={`${styles.onHeader} ${styles.wideOnly}`}
        onClick={onCustomerService}
      >
        {serviceIcon}
        {serviceLabel}
      </Button>
      <Button variant="solid" size="sm" className={styles.deposit} onClick={onDeposit}>
        <DepositIcon />
        <span className={styles.collapsible}>{t('account.deposit')}</span>
      </Button>
      <Button variant="outline" size="sm" className={`${styles.onHeader} ${styles.wideOnly}`} onClick={onWithdraw}>
        <WithdrawIcon />
        {t('account.withdraw')}
      </Button>
      {onOpenAgentCentre ? (
        <Button
          variant="outline"
          size="sm"
          className={`${styles.onHeader} ${styles.wideOnly}`}
          onClick={onOpenAgentCentre}
        >
          <TeamIcon />
          {t('account.agentCentreEntry')}
        </Button>
      ) : null}
      <button type="button" className={`${styles.avatar} ${styles.wideOnly}`} onClick={onOpenMemberCentre}>
        {avatarUrl ? <img src={avatarUrl} alt="" className={styles.avatarImage} /> : <UserIcon />}
        <span className={visuallyHidden}>{t('account.memberCentre', { account })}</span>
      </button>
      <IconButton
        className={styles.sheetButton}
        label={sheetTitle}
        icon={<UserIcon />}
        aria-haspopup="dialog"
        onClick={sheet.show}
      />
      <LazyDialog when={sheet.wanted}>
        <AccountSheet {...sheet.dialog} {...member} title={sheetTitle}>
          <HeaderAccount {...props} layout="sheet" />
        </AccountSheet>
      </LazyDialog>
    </div>
  );
}
