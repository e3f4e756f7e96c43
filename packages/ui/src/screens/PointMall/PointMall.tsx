import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { Tabs } from '../../components/Tabs';
import { formatMoney } from '../../private/format';
import { RefreshIcon } from '../../private/icons';
import { ContentStatus } from '../../components/ContentStatus';
import { useDateFormat, useNumberFormat } from '../../private/format/intl';
import { PageFrame } from '../../private/PageFrame';
import type { Loadable } from '../../private/types';
import type { MallReward } from '../../modals/RedeemDialog';
import * as styles from './PointMall.css';

export const redemptionStatuses = ['PROCESSING', 'REJECTED', 'APPROVED'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

/** One of the member's redemptions (the contract's PointRedemption). */
export interface MallRedemption {
  referenceNo: string;
  rewardName: string;
  quantity: number;
  points: number;
  status: RedemptionStatus;
  /** ISO date-time. */
  applyTime: string;
  /** The back office's note (why it was rejected). */
  remark: string | null;
}

/** The points rules and the exchange-rate table (the contract's PointConfig). */
export interface MallRules {
  rules: readonly string[];
  rates: readonly { label: string; points: number; amount: number }[];
  currency: string;
}

export const mallTabs = ['rewards', 'history', 'rules'] as const;
export type MallTab = (typeof mallTabs)[number];

export interface PointMallProps {
  /** A visitor sees the rewards and rules; the balance and the redemptions ask to log in. */
  loggedIn: boolean;
  balance: Loadable<number>;
  onRefreshBalance?: () => void;
  refreshingBalance?: boolean;
  rewards: Loadable<readonly MallReward[]>;
  /** Opens the redemption (the site checks the login first). */
  onRedeem: (reward: MallReward) => void;
  onLogin: () => void;
  history: Loadable<readonly MallRedemption[]>;
  /** More redemptions than shown: a "show more" button. */
  historyHasMore?: boolean;
  loadingMoreHistory?: boolean;
  onMoreHistory?: () => void;
  rules: Loadable<MallRules>;
  /** The tab shown first (rewards by default). */
  defaultTab?: MallTab;
  /** Tells the site which tab is open (it loads the redemptions only when asked). */
  onTabChange?: (tab: MallTab) => void;
}

function statusOf<T>(state: Loadable<T>, empty: (data: T) => boolean) {
  if (state.status === 'ready') return empty(state.data) ? 'empty' : null;
  return state.status;
}

function Balance({ loggedIn, balance, onRefreshBalance, refreshingBalance, onLogin }: PointMallProps) {
  const { t } = useTranslation('content');
  const number = useNumberFormat();
  if (!loggedIn) {
    return (
      <div className={styles.balance}>
        <p className={styles.balanceText}>{t('points.loginForBalance')}</p>
        <Button type="button" onClick={onLogin}>
          {t('points.login')}
        </Button>
      </div>
    );
  }
  if (balance.status === 'error') {
    return <ContentStatus status="error" size="section" errorMessage={balance.message} onRetry={balance.onRetry} />;
  }
  return (
    <div className={styles.balance}>
      <p className={styles.balanceText}>
        <span className={styles.balanceLabel}>{t('points.balance')}</span>
        <span className={styles.balanceValue} aria-live="polite">
          {balance.status === 'ready' && !refreshingBalance
            ? t('points.points', { points: number(balance.data) })
            : t('points.refreshing')}
        </span>
      </p>
      {onRefreshBalance ? (
        <IconButton
          variant="outline"
          label={t('points.refresh')}
          icon={<RefreshIcon />}
          loading={balance.status === 'loading' || refreshingBalance}
          onClick={onRefreshBalance}
        />
      ) : null}
    </div>
  );
}

function Rewards({ rewards, onRedeem }: Pick<PointMallProps, 'rewards' | 'onRedeem'>) {
  const { t, i18n } = useTranslation('content');
  const number = useNumberFormat();
  const state = statusOf(rewards, (list) => list.length === 0);
  if (state || rewards.status !== 'ready') {
    return (
      <ContentStatus
        status={state ?? 'loading'}
        loadingLabel={t('points.loadingRewards')}
        errorMessage={rewards.status === 'error' ? rewards.message : null}
        onRetry={rewards.status === 'error' ? rewards.onRetry : undefined}
        emptyText={t('points.empty')}
      />
    );
  }
  return (
    <ul className={styles.grid} aria-label={t('points.rewards')}>
      {rewards.data.map((reward) => {
        const soldOut = reward.quantity < 1;
        return (
          <li key={reward.id} className={styles.card}>
            <img
              className={styles.picture}
              src={reward.imageUrl}
              alt=""
              width={320}
              height={200}
              loading="lazy"
              decoding="async"
            />
            <h2 className={styles.cardTitle}>{reward.name}</h2>
            <p className={styles.description}>{reward.description}</p>
            <p className={styles.cost}>{t('points.points', { points: number(reward.points) })}</p>
            <p className={styles.stock}>
              {reward.category === 'CASH' && reward.amount !== null ? (
                <span>{formatMoney(reward.amount, reward.unit, i18n.language)}</span>
              ) : null}
              <span className={soldOut ? styles.soldOut : undefined}>
                {soldOut
                  ? t('points.soldOut')
                  : t('points.left', { quantity: number(reward.quantity), unit: reward.unit })}
              </span>
            </p>
            <Button
              type="button"
              size="sm"
              className={styles.redeem}
              disabled={soldOut}
              aria-label={`${t('points.redeem')}: ${reward.name}`}
              onClick={() => onRedeem(reward)}
            >
              {t('points.redeem')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function History(props: PointMallProps) {
  const { loggedIn, history, historyHasMore, loadingMoreHistory, onMoreHistory, onLogin } = props;
  const { t } = useTranslation('content');
  const number = useNumberFormat();
  const date = useDateFormat(true);
  if (!loggedIn) {
    return (
      <ContentStatus
        status="empty"
        emptyText={t('points.loginForHistory')}
        action={
          <Button type="button" onClick={onLogin}>
            {t('points.login')}
          </Button>
        }
      />
    );
  }
  const state = statusOf(history, (list) => list.length === 0);
  if (state || history.status !== 'ready') {
    return (
      <ContentStatus
        status={state ?? 'loading'}
        loadingLabel={t('points.loadingHistory')}
        errorMessage={history.status === 'error' ? history.message : null}
        onRetry={history.status === 'error' ? history.onRetry : undefined}
        emptyText={t('points.noHistory')}
      />
    );
  }
  return (
    <>
      <ul className={styles.history} aria-label={t('points.history')}>
        {history.data.map((item) => (
          <li key={item.referenceNo} className={styles.redemption}>
            <p className={styles.redemptionTitle}>
              <span>{t('points.times', { name: item.rewardName, quantity: number(item.quantity) })}</span>
              <span className={styles.status[item.status]}>{t(`points.status.${item.status}`)}</span>
            </p>
            <p className={styles.redemptionMeta}>
              <span>{t('points.spent', { points: number(item.points) })}</span>
              <span>{date(item.applyTime)}</span>
              <span>{t('points.referenceNo', { referenceNo: item.referenceNo })}</span>
            </p>
            {item.remark ? <p className={styles.remark}>{item.remark}</p> : null}
          </li>
        ))}
      </ul>
      {historyHasMore && onMoreHistory ? (
        <Button type="button" variant="outline" loading={loadingMoreHistory} onClick={onMoreHistory}>
          {t('points.more')}
        </Button>
      ) : null}
    </>
  );
}

function Rules({ rules }: Pick<PointMallProps, 'rules'>) {
  const { t, i18n } = useTranslation('content');
  const number = useNumberFormat();
  const state = statusOf(rules, (config) => config.rules.length === 0 && config.rates.length === 0);
  if (state || rules.status !== 'ready') {
    return (
      <ContentStatus
        status={state ?? 'loading'}
        errorMessage={rules.status === 'error' ? rules.message : null}
        onRetry={rules.status === 'error' ? rules.onRetry : undefined}
      />
    );
  }
  const { rules: texts, rates, currency } = rules.data;
  return (
    <div className={styles.rules}>
      <ul className={styles.ruleList}>
        {texts.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {rates.length > 0 ? (
        <table className={styles.rates}>
          <caption className={styles.ratesCaption}>{t('points.rates')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('points.level')}</th>
              <th scope="col">{t('points.pointsColumn')}</th>
              <th scope="col">{t('points.amountColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.label}>
                <th scope="row">{rate.label}</th>
                <td>{number(rate.points)}</td>
                <td>{formatMoney(rate.amount, currency, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/**
 * The points mall (spec §2 /pointMall, §7 points calls): the member's points with a refresh, the rewards with their
 * cost and stock, the member's redemptions with their status (in process, rejected, approved), and the rules with
 * the exchange-rate table. A visitor can browse; the balance, the redemptions and redeeming ask for a login.
 */
export function PointMall(props: PointMallProps) {
  const { defaultTab = 'rewards', onTabChange } = props;
  const { t } = useTranslation('content');
  const [tab, setTab] = useState<MallTab>(defaultTab);
  return (
    <PageFrame title={t('points.title')}>
      <Balance {...props} />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as MallTab);
          onTabChange?.(value as MallTab);
        }}
      >
        <Tabs.List aria-label={t('points.sections')}>
          {mallTabs.map((id) => (
            <Tabs.Trigger key={id} value={id}>
              {t(`points.tab.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="rewards" className={styles.panel}>
          <Rewards rewards={props.rewards} onRedeem={props.onRedeem} />
        </Tabs.Content>
        <Tabs.Content value="history" className={styles.panel}>
          <History {...props} />
        </Tabs.Content>
        <Tabs.Content value="rules" className={styles.panel}>
          <Rules rules={props.rules} />
        </Tabs.Content>
      </Tabs>
    </PageFrame>
  );
}
