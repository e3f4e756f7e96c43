import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { FieldMessages, useFieldIds, describedBy, fieldStyles } from '../../private/field';
import { AmountField, amountProblemText, moneyFormatter, submitWith } from '../../private/form';
import { useDateFormat } from '../../private/format/intl';
import * as page from '../../private/PageFrame/page.css';
import * as wallet from '../WalletPage/WalletPage.css';
import * as styles from './WithdrawPage.css';
import type { WithdrawAnswer, WithdrawConfirmation, WithdrawConfirmField, WithdrawOrder } from './withdrawTypes';

const ANSWERS: readonly WithdrawAnswer[] = ['received', 'notReceived', 'partlyReceived'];

export interface WithdrawOrdersProps {
  orders?: readonly WithdrawOrder[];
  ordersStatus?: 'loading' | 'error' | 'ready';
  ordersError?: string | null;
  onRetryOrders?: () => void;
  /** The answer being given to a paid order; other awaiting orders offer a button that calls onSelectConfirm. */
  confirmation?: WithdrawConfirmation | null;
  onSelectConfirm?: (orderId: number) => void;
  onConfirmChange?: (field: WithdrawConfirmField, value: string) => void;
  /** A png or jpg the member chose as proof, or null when they cleared it. */
  onProofChange?: (file: File | null) => void;
  onConfirmSubmit?: () => void;
  onConfirmDismiss?: () => void;
  currency?: string;
  minorDigits?: number;
}

/** The member's withdrawal orders, newest first, with their status and the spec §4 confirmation. */
export function WithdrawOrders(props: WithdrawOrdersProps) {
  const { orders = [], ordersStatus = 'ready', ordersError, onRetryOrders, currency = '', minorDigits = 2 } = props;
  const { t, i18n } = useTranslation('withdraw');
  const date = useDateFormat(true);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const money = moneyFormatter(currency, minorDigits, locale);
  const titleId = useId();

  let body;
  if (ordersStatus !== 'ready') {
    body = (
      <ContentStatus
        status={ordersStatus}
        size="section"
        loadingLabel={t('orders.loading')}
        errorMessage={ordersError}
        onRetry={onRetryOrders}
      />
    );
  } else if (orders.length === 0) {
    body = <ContentStatus status="empty" size="section" emptyText={t('orders.empty')} />;
  } else {
    body = (
      <ul className={wallet.list}>
        {orders.map((order) => (
          <li key={order.orderId} className={wallet.row} aria-label={t('orders.order', { orderNo: order.orderNo })}>
            <div className={styles.orderHead}>
              <strong className={wallet.name}>{money(order.amount)}</strong>
              <span className={page.badge}>{t(`orders.status.${order.status}`)}</span>
            </div>
            <p className={styles.orderDetail}>
              {order.orderNo} · {date(order.createdAt)}
              {order.bankName ? ` · ${order.bankName} ${order.maskedNumber ?? ''}` : ''}
            </p>
            <p className={styles.orderDetail}>
              {t('orders.fee', { fee: money(order.fee), payout: money(order.payoutAmount) })}
            </p>
            {order.crypto ? (
              <p className={styles.orderDetail}>
                {t('orders.crypto', {
                  coins: order.crypto.cryptoAmount,
                  coin: order.crypto.coin,
                  rate: money(order.crypto.rate),
                })}
              </p>
            ) : null}
            <OrderOutcome order={order} money={money} date={date} />
            {order.status === 'paid' && order.confirmation === 'awaiting' ? (
              props.confirmation?.orderId === order.orderId ? (
                <ConfirmBox {...props} order={order} money={money} locale={locale} />
              ) : (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => props.onSelectConfirm?.(order.orderId)}
                >
                  {t('orders.confirm')}
                </Button>
              )
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={wallet.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('orders.title')}
      </h2>
      {body}
    </section>
  );
}

function OrderOutcome({
  order,
  money,
  date,
}: {
  order: WithdrawOrder;
  money: (value: string) => string;
  date: (value: string) => string;
}) {
  const { t } = useTranslation('withdraw');
  const lines: string[] = [];
  if (order.rejectReason) lines.push(t('orders.rejectReason', { reason: order.rejectReason }));
  if (order.confirmation) lines.push(t(`orders.confirmation.${order.confirmation}`));
  if (order.confirmation === 'awaiting' && order.autoReceiveAt) {
    lines.push(t('orders.autoReceive', { time: date(order.autoReceiveAt) }));
  }
  if (order.receivedAmount) lines.push(t('orders.received', { amount: money(order.receivedAmount) }));
  if (order.refundedAmount) lines.push(t('orders.refunded', { amount: money(order.refundedAmount) }));
  if (order.confirmation === 'forcedReceived') lines.push(t('orders.forcedNote'));
  return (
    <>
      {lines.map((line) => (
        <p key={line} className={styles.orderDetail}>
          {line}
        </p>
      ))}
    </>
  );
}

function ConfirmBox({
  order,
  confirmation,
  onConfirmChange,
  onProofChange,
  onConfirmSubmit,
  onConfirmDismiss,
  money,
  locale,
  minorDigits = 2,
  currency = '',
}: WithdrawOrdersProps & {
  order: WithdrawOrder;
  confirmation?: WithdrawConfirmation | null;
  money: (value: string) => string;
  locale: string;
}) {
  const { t } = useTranslation('withdraw');
  const proofIds = useFieldIds(undefined);
  const legendId = useId();
  if (!confirmation) return null;
  const problems = confirmation.problems ?? {};
  if (confirmation.ended) {
    return (
      <div className={styles.confirmBox}>
        <Alert tone="positive">
          <p className={wallet.message}>{t(`confirm.${confirmation.ended}`)}</p>
        </Alert>
      </div>
    );
  }
  const proofError = problems.proof ? t('confirm.proofMissing') : undefined;
  const proofHint = confirmation.proofName ? t('confirm.proofChosen', { name: confirmation.proofName }) : undefined;
  return (
    <form
      className={styles.confirmBox}
      onSubmit={submitWith(() => onConfirmSubmit?.())}
      noValidate
      aria-label={t('confirm.formTitle')}
    >
      {confirmation.error ? (
        <Alert tone="critical" title={t('confirm.failedTitle')} onClose={onConfirmDismiss}>
          <p className={wallet.message}>{confirmation.error}</p>
        </Alert>
      ) : null}
      <fieldset className={styles.choices} aria-describedby={problems.result ? `${legendId}-error` : undefined}>
        <legend id={legendId} className={styles.legend}>
          {t('confirm.question', { amount: money(order.payoutAmount) })}
        </legend>
        {ANSWERS.map((answer) => (
          <label key={answer} className={styles.choice}>
            <input
              type="radio"
              name={`withdraw-answer-${order.orderId}`}
              value={answer}
              checked={confirmation.result === answer}
              onChange={() => onConfirmChange?.('result', answer)}
            />
            {t(`confirm.result.${answer}`)}
          </label>
        ))}
        {problems.result ? (
          <p id={`${legendId}-error`} className={styles.error} role="alert">
            {t('confirm.resultMissing')}
          </p>
        ) : null}
      </fieldset>
      {confirmation.result === 'partlyReceived' ? (
        <AmountField
          label={t('confirm.receivedAmount')}
          value={confirmation.receivedAmount}
          onValueChange={(amount) => onConfirmChange?.('receivedAmount', amount)}
          error={amountProblemText(t, problems.receivedAmount, minorDigits, locale)}
          currency={currency}
        />
      ) : null}
      {confirmation.result === 'notReceived' || confirmation.result === 'partlyReceived' ? (
        <div className={fieldStyles.root}>
          <label htmlFor={proofIds.controlId} className={fieldStyles.label}>
            {t(confirmation.result === 'notReceived' ? 'confirm.proof' : 'confirm.proofOptional')}
          </label>
          <input
            id={proofIds.controlId}
            type="file"
            accept="image/png,image/jpeg"
            aria-invalid={proofError ? true : undefined}
            aria-describedby={describedBy(proofIds, proofHint, proofError)}
            onChange={(event) => onProofChange?.(event.target.files?.[0] ?? null)}
          />
          <FieldMessages ids={proofIds} hint={proofHint} error={proofError} />
        </div>
      ) : null}
      <Button type="submit" fullWidth loading={confirmation.submitting}>
        {t('confirm.submit')}
      </Button>
    </form>
  );
}
