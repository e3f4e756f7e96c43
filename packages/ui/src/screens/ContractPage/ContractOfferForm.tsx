import { useTranslation } from 'react-i18next';
import { CONTRACT_ACTIVE_MEMBERS_MAX } from '@wl/rules';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { AmountField, ChoiceChips, FormNotice, submitWith } from '../../private/form';
import * as page from '../../private/PageFrame/page.css';
import * as styles from './ContractPage.css';
import type { useContractFormat } from './ContractParts';
import {
  contractPeriodTypes,
  type ContractAmountProblem,
  type ContractKindName,
  type ContractOfferFieldName,
  type ContractOfferFormProblems,
  type ContractOfferFormValues,
  type ContractOfferNotice,
} from './contractTypes';

/** The fields each kind asks after the downline and the rate (as the offer flow's `contractOfferFields`). */
const KIND_FIELDS: Record<ContractKindName, readonly ContractOfferFieldName[]> = {
  dividend: ['periodType', 'periodValidBet', 'periodProfitLoss', 'activeMembers'],
  dailySalary: ['betAmount', 'activeMembers'],
  hourlySalary: ['betAmount', 'activeMembers'],
  realtimeSalary: [],
};

export interface ContractOfferFormProps {
  kind: ContractKindName;
  /** The direct downlines the offer can go to. */
  downlines: readonly { account: string; nickname?: string }[];
  downlinesStatus: 'loading' | 'error' | 'ready';
  downlinesError?: string | null;
  onRetryDownlines?: () => void;
  /** The highest rate the member may offer (percent), shown as the rate's hint; null when the server decides. */
  rateMax: number | null;
  values: ContractOfferFormValues;
  onChange: (field: ContractOfferFieldName, value: string) => void;
  problems?: ContractOfferFormProblems;
  onSubmit: () => void;
  submitting?: boolean;
  notice?: ContractOfferNotice | null;
  onDismissNotice?: () => void;
  currency?: string;
  minorDigits?: number;
}

/** An upline's offer of a contract of `kind` to one of their direct downlines (spec §4). Controlled. */
export function ContractOfferForm({
  props,
  format,
}: {
  props: ContractOfferFormProps;
  format: ReturnType<typeof useContractFormat>;
}) {
  const { t } = useTranslation('agentContracts');
  const { kind, values, onChange, problems = {}, currency = '', minorDigits = 2 } = props;
  const fields = KIND_FIELDS[kind];
  const amountText = (problem: ContractAmountProblem | undefined) => {
    if (!problem) return undefined;
    if (problem.kind === 'tooManyDecimals') {
      return problem.minorDigits
        ? t('problem.amount.tooManyDecimals', { digits: problem.minorDigits })
        : t('problem.amount.wholeOnly');
    }
    return t(`problem.amount.${problem.kind}`);
  };
  const rateText = () => {
    if (!problems.rate) return undefined;
    return problems.rate === 'tooHigh' && props.rateMax !== null
      ? t('problem.rate.tooHigh', { max: format.rate(props.rateMax) })
      : t(`problem.rate.${problems.rate}`);
  };
  if (props.downlinesStatus !== 'ready') {
    return (
      <ContentStatus
        status={props.downlinesStatus}
        size="section"
        loadingLabel={t('offer.downlinesLoading')}
        errorMessage={props.downlinesError}
        onRetry={props.onRetryDownlines}
      />
    );
  }
  if (props.downlines.length === 0) {
    return <ContentStatus status="empty" size="section" emptyText={t('offer.noDownlines')} />;
  }
  if (props.rateMax === 0) {
    return <ContentStatus status="empty" size="section" emptyText={t('offer.noOwnRate')} />;
  }
  const amount = (field: 'periodValidBet' | 'periodProfitLoss' | 'betAmount', label: string, required = false) => (
    <AmountField
      key={field}
      label={label}
      required={required}
      value={values[field]}
      onValueChange={(value) => onChange(field, value)}
      error={amountText(problems[field])}
      hint={required ? undefined : t('offer.optional')}
      currency={currency}
      inputMode={minorDigits > 0 ? 'decimal' : 'numeric'}
    />
  );
  return (
    <form className={styles.form} onSubmit={submitWith(props.onSubmit, props.submitting)} noValidate>
      <FormNotice
        notice={props.notice ?? null}
        failedTitle={t('offer.failedTitle')}
        onClose={props.onDismissNotice}
        done={(done) => t('offer.offered', { downline: done.downline })}
      />
      <div className={styles.fields}>
        <Select
          label={t('offer.downline')}
          required
          placeholder={t('offer.chooseDownline')}
          options={props.downlines.map((downline) => ({
            value: downline.account,
            label: downline.nickname ? `${downline.account} (${downline.nickname})` : downline.account,
          }))}
          value={values.downline}
          onChange={(event) => onChange('downline', event.target.value)}
          error={problems.downline ? t('problem.downline.required') : undefined}
        />
        <TextField
          label={t('term.rate')}
          required
          inputMode="decimal"
          autoComplete="off"
          value={values.rate}
          onChange={(event) => onChange('rate', event.target.value)}
          suffix="%"
          hint={props.rateMax !== null ? t('offer.rateHint', { max: format.rate(props.rateMax) }) : undefined}
          error={rateText()}
        />
        {fields.includes('betAmount')
          ? amount('betAmount', t(kind === 'hourlySalary' ? 'term.betAmountHour' : 'term.betAmountDay'), true)
          : null}
        {fields.includes('periodValidBet') ? amount('periodValidBet', t('term.periodValidBet')) : null}
        {fields.includes('periodProfitLoss') ? amount('periodProfitLoss', t('term.periodProfitLoss')) : null}
        {fields.includes('activeMembers') ? (
          <TextField
            label={t('term.activeMembers')}
            inputMode="numeric"
            autoComplete="off"
            value={values.activeMembers}
            onChange={(event) => onChange('activeMembers', event.target.value)}
            hint={t('offer.optional')}
            error={
              problems.activeMembers
                ? t(`problem.activeMembers.${problems.activeMembers}`, {
                    max: format.number(CONTRACT_ACTIVE_MEMBERS_MAX),
                  })
                : undefined
            }
          />
        ) : null}
      </div>
      {fields.includes('periodType') ? (
        <div className={styles.section}>
          <p className={page.muted}>{t('term.periodType')}</p>
          <ChoiceChips
            label={t('term.periodType')}
            choices={contractPeriodTypes}
            value={values.periodType}
            onChange={(period) => onChange('periodType', period)}
            labelOf={(period) => t(`period.${period}`)}
            className={styles.periodChips}
          />
        </div>
      ) : null}
      <Button type="submit" loading={props.submitting}>
        {t('offer.submit')}
      </Button>
    </form>
  );
}
