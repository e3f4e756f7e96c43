import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyToMinor } from '@wl/rules';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { QrCode } from '../../components/QrCode';
import * as page from '../../private/PageFrame/page.css';
import { useDateFormat } from '../../private/format/intl';
import type { DepositOrderStatus, DepositPageInstructions, DepositPageOrder, DepositPageStatus } from './depositTypes';
import * as wallet from '../WalletPage/WalletPage.css';
import * as styles from './DepositPage.css';

/** The size of a payment QR code on the page (fits a 360 px phone with the page's padding). */
const PAYMENT_QR_SIZE = 220;

function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export function DepositStatusBadge({ status }: { status: DepositOrderStatus }) {
  const { t } = useTranslation('deposit');
  return <span className={`${styles.statusBadge} ${styles.status[status]}`}>{t(`order.status.${status}`)}</span>;
}

/** How to pay a pending order, by its channel family. */
function PayInstructions({
  instructions,
  amount,
}: {
  instructions: DepositPageInstructions;
  /** The order's amount, formatted. */
  amount: string;
}) {
  const { t } = useTranslation('deposit');
  const dateTime = useDateFormat(true);
  const reference: [string, ReactNode][] = instructions.reference ? [[t('pay.reference'), instructions.reference]] : [];
  const expires = instructions.expiresAt ? (
    <p className={styles.small}>{t('pay.expires', { time: dateTime(instructions.expiresAt) })}</p>
  ) : null;
  const account = instructions.bankAccount;
  switch (instructions.family) {
    case 'bankTransfer':
      return (
        <>
          <p className={wallet.message}>{t('pay.bankTransfer', { amount })}</p>
          <Facts
            rows={[
              ...(account
                ? ([
                    [t('payee.bankName'), account.bankName],
                    [t('payee.accountName'), account.accountName],
                    [t('payee.accountNumber'), account.accountNumber],
                  ] as [string, ReactNode][])
                : []),
              ...reference,
            ]}
          />
        </>
      );
    case 'qrPayment':
      return (
        <>
          <p className={wallet.message}>{t('pay.qrPayment', { amount })}</p>
          {instructions.qrPayload ? (
            <QrCode
              className={styles.qr}
              value={instructions.qrPayload}
              label={t('pay.qrLabel', { amount })}
              size={PAYMENT_QR_SIZE}
            />
          ) : null}
          {expires}
          <Facts rows={reference} />
        </>
      );
    case 'eWallet':
      return (
        <>
          <p className={wallet.message}>{t('pay.eWallet', { amount })}</p>
          <Facts
            rows={[
              [t('pay.walletNumber'), instructions.walletNumber ?? ''],
              [t('payee.accountName'), instructions.accountName ?? ''],
              ...reference,
            ]}
          />
        </>
      );
    case 'crypto':
      return (
        <>
          <p className={wallet.message}>
            {t('pay.crypto', {
              cryptoAmount: instructions.cryptoAmount ?? '',
              coin: instructions.coin ?? '',
              network: instructions.network ?? '',
            })}
          </p>
          {instructions.address ? (
            <QrCode
              className={styles.qr}
              value={instructions.address}
              label={t('pay.addressQr', { coin: instructions.coin ?? '' })}
              size={PAYMENT_QR_SIZE}
            />
          ) : null}
          <Facts
            rows={[
              [t('pay.address'), instructions.address ?? ''],
              [t('pay.network'), instructions.network ?? ''],
              ...reference,
            ]}
          />
          {expires}
        </>
      );
  }
}

export interface DepositOrderViewProps {
  order: DepositPageOrder;
  money: (value: string) => string;
  minorDigits: number;
  checking: boolean;
  onCheckStatus?: () => void;
  onNewDeposit: () => void;
}

/** The order just made: its status, what was credited or why it failed, and how to pay while it is pending. */
export function DepositOrderView({
  order,
  money,
  minorDigits,
  checking,
  onCheckStatus,
  onNewDeposit,
}: DepositOrderViewProps) {
  const { t } = useTranslation('deposit');
  const titleId = useId();
  const dateTime = useDateFormat(true);
  const amount = money(order.amount);
  const withBonus = moneyToMinor(order.bonus, minorDigits) > 0n;
  return (
    <section className={wallet.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('order.title')}
      </h2>
      {order.status === 'credited' ? (
        <Alert tone="positive">
          <p className={wallet.message}>
            {withBonus
              ? t('order.creditedBonus', { amount, bonus: money(order.bonus) })
              : t('order.credited', { amount })}
          </p>
        </Alert>
      ) : order.status === 'failed' ? (
        <Alert tone="critical" title={t('order.failedTitle')}>
          {order.failReason ? <p className={wallet.message}>{order.failReason}</p> : null}
        </Alert>
      ) : null}
      <Facts
        rows={[
          [t('order.status.label'), <DepositStatusBadge key="status" status={order.status} />],
          [t('order.orderNo'), order.orderNo],
          [t('order.channel'), order.channelName],
          [t('order.amount'), amount],
          ...(withBonus ? ([[t('order.bonus'), money(order.bonus)]] as [string, ReactNode][]) : []),
          [t('order.created'), dateTime(order.createdAt)],
        ]}
      />
      {order.status === 'pending' && order.instructions ? (
        <>
          <PayInstructions instructions={order.instructions} amount={amount} />
          <p className={page.muted}>{t('order.waiting')}</p>
        </>
      ) : null}
      <div className={styles.actions}>
        {order.status === 'pending' && onCheckStatus ? (
          <Button variant="outline" onClick={onCheckStatus} loading={checking}>
            {t('order.check')}
          </Button>
        ) : null}
        <Button variant={order.status === 'pending' ? 'soft' : 'solid'} onClick={onNewDeposit}>
          {t('order.another')}
        </Button>
      </div>
    </section>
  );
}

export interface DepositHistoryProps {
  status: DepositPageStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
  orders: readonly DepositPageOrder[];
  money: (value: string) => string;
}

/** The member's recent deposit orders, newest first. */
export function DepositHistory({ status, errorMessage, onRetry, orders, money }: DepositHistoryProps) {
  const { t } = useTranslation('deposit');
  const titleId = useId();
  const dateTime = useDateFormat(true);
  return (
    <section className={wallet.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('history.title')}
      </h2>
      {status !== 'ready' || orders.length === 0 ? (
        <ContentStatus
          status={status === 'ready' ? 'empty' : status}
          size="section"
          loadingLabel={t('history.loading')}
          errorMessage={errorMessage}
          onRetry={onRetry}
          emptyText={t('history.empty')}
        />
      ) : (
        <ul className={wallet.list} aria-labelledby={titleId}>
          {orders.map((order) => (
            <li key={order.orderId} className={wallet.row}>
              <span className={styles.rowMain}>
                <span className={styles.channelName}>{order.channelName}</span>
                <span className={styles.small}>
                  {order.orderNo} · {dateTime(order.createdAt)}
                </span>
              </span>
              <span className={wallet.balance}>{money(order.amount)}</span>
              <DepositStatusBadge status={order.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
