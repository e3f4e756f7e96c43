import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, moneyToMinor, parseAmount } from '@wl/rules';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { PageFrame } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import { FieldLabel, FieldMessages, describedBy, fieldStyles, useFieldIds } from '../../private/field';
import { bonusText, depositProblemText, fileSize } from './depositText';
import { moneyFormatter, submitWith } from '../../private/form';
import type {
  DepositFieldName,
  DepositPageChannel,
  DepositPageOrder,
  DepositPagePromotion,
  DepositPageStatus,
  DepositProblems,
  DepositValues,
} from './depositTypes';
import { DepositHistory, DepositOrderView } from './DepositOrderView';
import * as wallet from '../WalletPage/WalletPage.css';
import * as styles from './DepositPage.css';

export * from './depositTypes';

/** Why the page shows no form (the settings answer's `reason`). */
export const depositBlockReasons = ['trialAccount'] as const;
export type DepositBlockReason = (typeof depositBlockReasons)[number];

/** The last failed attempt: the server's message (shown as written). */
export type DepositNotice = { kind: 'failed'; message: string };

export interface DepositPageProps {
  status: DepositPageStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
  /** Null when the member may deposit. */
  blocked?: DepositBlockReason | null;
  currency?: string;
  minorDigits?: number;
  /** The member has no credited deposit yet: the channels' minimums are already the first deposit's. */
  firstDeposit?: boolean;
  firstDepositMin?: string;
  channels?: readonly DepositPageChannel[];
  promotions?: readonly DepositPagePromotion[];
  /** The slip: accepted image types and the largest size in bytes. */
  proofTypes?: readonly string[];
  proofMaxBytes?: number;
  values: DepositValues;
  onChange: (field: Exclude<DepositFieldName, 'proof'>, value: string) => void;
  /** The chosen slip's file name. */
  proofName?: string | null;
  onProofChange: (file: File | null) => void;
  problems?: DepositProblems;
  onSubmit: () => void;
  /** The attempt in flight. */
  busy?: 'uploading' | 'creating' | null;
  notice?: DepositNotice | null;
  /** Sends the failed attempt again (same idempotency key). */
  onRetryWrite?: () => void;
  onDismissNotice?: () => void;
  /** The order just made; the form gives way to it. */
  order?: DepositPageOrder | null;
  checking?: boolean;
  onCheckStatus?: () => void;
  onNewDeposit?: () => void;
  /** The recent orders. */
  orders?: readonly DepositPageOrder[];
  ordersStatus?: DepositPageStatus;
  ordersError?: string | null;
  onRetryOrders?: () => void;
}

/**
 * The deposit page of the member centre (spec §2 depositv2): a channel of one of the families (bank transfer with
 * the account to pay and the slip, PromptPay QR, e-wallet, crypto), an amount with the channel's presets and limits
 * (the first deposit's higher minimum said), a promotion with its bonus and minimum; then the order with its status
 * and how to pay it; the recent orders below. Controlled: the site holds the values, the deposit flow finds the
 * problems.
 */
export function DepositPage({
  status,
  errorMessage,
  onRetry,
  blocked = null,
  currency = '',
  minorDigits = 2,
  firstDeposit = false,
  firstDepositMin = '0',
  channels = [],
  promotions = [],
  proofTypes = ['image/png', 'image/jpeg'],
  proofMaxBytes = 5 * 1024 * 1024,
  values,
  onChange,
  proofName = null,
  onProofChange,
  problems = {},
  onSubmit,
  busy = null,
  notice = null,
  onRetryWrite,
  onDismissNotice,
  order = null,
  checking = false,
  onCheckStatus,
  onNewDeposit,
  orders = [],
  ordersStatus = 'ready',
  ordersError,
  onRetryOrders,
}: DepositPageProps) {
  const { t, i18n } = useTranslation('deposit');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const money = moneyFormatter(currency, minorDigits, locale);
  const problemText = (field: DepositFieldName) => depositProblemText(t, field, problems[field], minorDigits, locale);
  const channelProblemId = useId();
  const proofIds = useFieldIds(undefined);
  const title = t('member:centre.page.depositv2');

  if (status !== 'ready') {
    return (
      <PageFrame title={title}>
        <ContentStatus status={status} loadingLabel={t('loading')} errorMessage={errorMessage} onRetry={onRetry} />
      </PageFrame>
    );
  }

  const history = (
    <DepositHistory
      status={ordersStatus}
      errorMessage={ordersError}
      onRetry={onRetryOrders}
      orders={orders}
      money={money}
    />
  );
  if (blocked) {
    return (
      <PageFrame title={title}>
        <ContentStatus status="empty" size="section" emptyText={t(`blocked.${blocked}`)} />
      </PageFrame>
    );
  }
  if (order) {
    return (
      <PageFrame title={title}>
        <DepositOrderView
          order={order}
          money={money}
          minorDigits={minorDigits}
          checking={checking}
          onCheckStatus={onCheckStatus}
          onNewDeposit={() => onNewDeposit?.()}
        />
        {history}
      </PageFrame>
    );
  }
  if (channels.length === 0) {
    return (
      <PageFrame title={title}>
        <ContentStatus status="empty" size="section" emptyText={t('noChannels')} />
        {history}
      </PageFrame>
    );
  }

  const channel = channels.find((c) => c.channelId === values.channelId);
  const promotion = promotions.find((p) => p.promotionId === values.promotionId);
  const typed = parseAmount(values.amount, minorDigits, locale);
  const channelError = problemText('channelId');
  const proofError = problemText('proof');
  const proofHint = proofName
    ? t('proof.chosen', { name: proofName })
    : t('proof.hint', { size: fileSize(proofMaxBytes, locale) });
  const chooseProof = (event: ChangeEvent<HTMLInputElement>) => onProofChange(event.target.files?.[0] ?? null);

  return (
    <PageFrame title={title}>
      {notice ? (
        <Alert tone="critical" title={t('failedTitle')} onClose={onDismissNotice}>
          <p className={wallet.message}>{notice.message}</p>
          {onRetryWrite ? (
            <Button size="sm" variant="outline" onClick={onRetryWrite}>
              {t('retryWrite')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {firstDeposit ? (
        <Alert tone="info">
          <p className={wallet.message}>{t('firstDeposit', { min: money(firstDepositMin) })}</p>
        </Alert>
      ) : null}
      <form className={wallet.form} onSubmit={submitWith(onSubmit)} noValidate>
        <fieldset className={styles.fieldset} aria-describedby={channelError ? channelProblemId : undefined}>
          <legend className={styles.legend}>{t('channel.legend')}</legend>
          <div className={styles.channels}>
            {channels.map((c) => (
              <label key={c.channelId} className={styles.channel}>
                <input
                  type="radio"
                  name="deposit-channel"
                  className={styles.channelRadio}
                  value={c.channelId}
                  checked={c.channelId === values.channelId}
                  onChange={() => onChange('channelId', c.channelId)}
                />
                <span className={styles.channelName}>{c.name}</span>
                <span className={styles.small}>{t(`family.${c.family}`)}</span>
              </label>
            ))}
          </div>
          {channelError ? (
            <p id={channelProblemId} className={styles.problem} role="alert">
              {channelError}
            </p>
          ) : null}
        </fieldset>

        {channel?.bankAccount ? (
          <div className={wallet.section}>
            <p className={wallet.message}>{t('payee.title')}</p>
            <dl className={styles.facts}>
              <dt className={styles.factLabel}>{t('payee.bankName')}</dt>
              <dd className={styles.factValue}>{channel.bankAccount.bankName}</dd>
              <dt className={styles.factLabel}>{t('payee.accountName')}</dt>
              <dd className={styles.factValue}>{channel.bankAccount.accountName}</dd>
              <dt className={styles.factLabel}>{t('payee.accountNumber')}</dt>
              <dd className={styles.factValue}>{channel.bankAccount.accountNumber}</dd>
            </dl>
          </div>
        ) : null}
        {channel?.crypto ? (
          <p className={page.muted}>
            {t('channel.rate', {
              coin: channel.crypto.coin,
              network: channel.crypto.network,
              rate: money(channel.crypto.rate),
            })}
          </p>
        ) : null}

        {channel && channel.presets.length > 0 ? (
          <div className={wallet.section}>
            <p className={styles.legend}>{t('presets')}</p>
            <ul className={page.chips}>
              {channel.presets.map((preset) => {
                const minor = moneyToMinor(preset, minorDigits);
                return (
                  <li key={preset}>
                    <button
                      type="button"
                      className={page.chip}
                      aria-pressed={typed.ok && typed.minor === minor}
                      onClick={() => onChange('amount', formatAmount(minor, minorDigits, locale))}
                    >
                      {money(preset)}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        <TextField
          label={t('amount')}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          readOnly={channel?.presetsOnly}
          onChange={(event) => onChange('amount', event.target.value)}
          hint={
            channel
              ? channel.presetsOnly
                ? t('presetsOnly')
                : t('limits', { min: money(channel.min), max: money(channel.max) })
              : undefined
          }
          error={problemText('amount')}
          suffix={currency || undefined}
        />

        {promotions.length > 0 ? (
          <Select
            label={t('promotion.label')}
            options={[
              { value: '', label: t('promotion.none') },
              ...promotions.map((p) => ({ value: p.promotionId, label: p.title })),
            ]}
            value={values.promotionId}
            onChange={(event) => onChange('promotionId', event.target.value)}
            hint={promotion ? <PromotionTerms promotion={promotion} money={money} locale={locale} /> : undefined}
            error={problemText('promotionId')}
          />
        ) : null}

        {channel?.requiresProof ? (
          <div className={fieldStyles.root}>
            <FieldLabel htmlFor={proofIds.controlId}>{t('proof.label')}</FieldLabel>
            <input
              id={proofIds.controlId}
              type="file"
              className={styles.file}
              accept={proofTypes.join(',')}
              onChange={chooseProof}
              aria-invalid={proofError ? true : undefined}
              aria-describedby={describedBy(proofIds, proofHint, proofError)}
            />
            <FieldMessages ids={proofIds} hint={proofHint} error={proofError} />
          </div>
        ) : null}

        <Button type="submit" fullWidth loading={busy !== null}>
          {busy === 'uploading' ? t('uploading') : t('submit')}
        </Button>
      </form>
      {history}
    </PageFrame>
  );
}

/** A promotion's terms under the picker: bonus, minimum deposit, turnover. */
function PromotionTerms({
  promotion,
  money,
  locale,
}: {
  promotion: DepositPagePromotion;
  money: (value: string) => string;
  locale: string;
}) {
  const { t } = useTranslation('deposit');
  return (
    <>
      {bonusText(t, promotion, money, locale)} · {t('promotion.minDeposit', { amount: money(promotion.minDeposit) })}
      {promotion.turnoverMultiple > 0
        ? ` · ${t('promotion.turnover', { times: promotion.turnoverMultiple, gameType: promotion.gameType })}`
        : null}
    </>
  );
}
