import { useTranslation } from 'react-i18next';
import { fillBounds, type PatternId } from '@wl/rules';
import { Alert } from '../../components/Alert';
import { FormNotice, submitWith } from '../../private/form';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { PasswordField } from '../../components/PasswordField';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { SecuritySection } from './SecuritySection';
import * as styles from './SecurityCentre.css';

/** A card as the list shows it: the number always masked (`•••• 1234`), as the server answers it. */
export interface BankCardItem {
  id: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch?: string | null;
}

/** The fields a bank's template may ask for. */
export type BankCardTemplateField = 'accountName' | 'accountNumber' | 'branch';
export type BankCardFormField = 'bankCode' | BankCardTemplateField | 'fundsPassword';
export type BankCardFormValues = Record<BankCardFormField, string>;

/** A bank and the fields it asks for (its template; the flow checks the rules). */
export interface BankCardBank {
  code: string;
  name: string;
  fields: readonly { field: BankCardTemplateField; required: boolean; maxLength?: number }[];
}

export type BankCardFormProblem =
  | { kind: 'missing' }
  | { kind: 'pattern'; patternId: PatternId; minLength: number; maxLength: number }
  | { kind: 'nameMismatch'; realName: string }
  | { kind: 'server'; message: string };

export type BankCardsNotice =
  { kind: 'added'; bankName: string; maskedNumber: string } | { kind: 'deleted' } | { kind: 'failed'; message: string };

/** The add form, while open. */
export interface BankCardAddForm {
  banksStatus: 'loading' | 'error' | 'ready';
  banksError?: string | null;
  onRetryBanks?: () => void;
  banks: readonly BankCardBank[];
  values: BankCardFormValues;
  onChange: (field: BankCardFormField, value: string) => void;
  problems?: Partial<Record<BankCardFormField, BankCardFormProblem>>;
  /** A failure that belongs to no field (the limit, the network). */
  error?: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  submitting?: boolean;
  locked?: boolean;
}

/** The delete confirmation of one card, while open: the funds password again. */
export interface BankCardDeleteForm {
  cardId: number;
  fundsPassword: string;
  onChange: (value: string) => void;
  problem?: BankCardFormProblem;
  error?: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  submitting?: boolean;
  locked?: boolean;
}

export interface BankCardsProps {
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** From the overview: how many cards and the most allowed, before the list loads. */
  count: number;
  max: number;
  /** The list's load (when the section opens). */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string | null;
  onRetry?: () => void;
  cards?: readonly BankCardItem[];
  /** The name every card's account name must match; null until the first card sets it. */
  realName?: string | null;
  onAdd: () => void;
  add?: BankCardAddForm | null;
  onDelete: (cardId: number) => void;
  remove?: BankCardDeleteForm | null;
  notice?: BankCardsNotice | null;
  onDismissNotice?: () => void;
}

/**
 * The bank cards section: the member's cards with masked numbers, adding one with the chosen bank's fields (at most
 * `max`), deleting one after the funds password again. Controlled: the site holds the forms, the flow decides.
 */
export function BankCards({
  expanded,
  onExpandedChange,
  count,
  max,
  status,
  errorMessage,
  onRetry,
  cards = [],
  realName = null,
  onAdd,
  add = null,
  onDelete,
  remove = null,
  notice = null,
  onDismissNotice,
}: BankCardsProps) {
  const { t } = useTranslation(['security', 'register']);
  const problemText = (problem: BankCardFormProblem | undefined, label: string): string | undefined => {
    if (!problem) return undefined;
    switch (problem.kind) {
      case 'server':
        return problem.message;
      case 'missing':
        return t('security:bankCards.problem.missing', { field: label });
      case 'nameMismatch':
        return t('security:bankCards.problem.nameMismatch', { name: problem.realName });
      case 'pattern':
        return fillBounds(t(`register:reg_pattern_${problem.patternId}`), problem.minLength, problem.maxLength);
    }
  };
  const full = cards.length >= max || (status !== 'ready' && count >= max);
  const bank = add?.banks.find((candidate) => candidate.code === add.values.bankCode);
  const submitAdd = submitWith(() => add?.onSubmit(), !add || add.submitting || add.locked);
  const submitDelete = submitWith(() => remove?.onSubmit(), !remove || remove.submitting || remove.locked);

  const addForm = add ? (
    add.banksStatus !== 'ready' ? (
      <ContentStatus
        status={add.banksStatus}
        size="section"
        loadingLabel={t('security:bankCards.banksLoading')}
        errorMessage={add.banksError}
        onRetry={add.onRetryBanks}
      />
    ) : (
      <form className={styles.form} onSubmit={submitAdd} noValidate aria-label={t('security:bankCards.addTitle')}>
        {add.error ? (
          <Alert tone="critical" title={t('security:bankCards.failedTitle')}>
            <p className={styles.message}>{add.error}</p>
          </Alert>
        ) : null}
        {add.locked ? (
          <Alert tone="caution">
            <p className={styles.message}>{t('security:bankCards.locked')}</p>
          </Alert>
        ) : null}
        <Select
          label={t('security:bankCards.bank')}
          placeholder={t('security:bankCards.bankChoose')}
          options={add.banks.map((candidate) => ({ value: candidate.code, label: candidate.name }))}
          value={add.values.bankCode}
          onChange={(event) => add.onChange('bankCode', event.target.value)}
          error={problemText(add.problems?.bankCode, t('security:bankCards.bank'))}
          required
        />
        {bank?.fields.map((rule) => {
          const label = t(`security:bankCards.field.${rule.field}`);
          return (
            <TextField
              key={rule.field}
              label={label}
              value={add.values[rule.field]}
              onChange={(event) => add.onChange(rule.field, event.target.value)}
              error={problemText(add.problems?.[rule.field], label)}
              hint={
                rule.field === 'accountName'
                  ? realName
                    ? t('security:bankCards.realName', { name: realName })
                    : t('security:bankCards.realNameFirst')
                  : undefined
              }
              inputMode={rule.field === 'accountNumber' ? 'numeric' : undefined}
              autoComplete="off"
              required={rule.required}
            />
          );
        })}
        <PasswordField
          label={t('security:bankCards.fundsPassword')}
          autoComplete="current-password"
          value={add.values.fundsPassword}
          onChange={(event) => add.onChange('fundsPassword', event.target.value)}
          error={problemText(add.problems?.fundsPassword, t('security:bankCards.fundsPassword'))}
          required
        />
        <div className={styles.actions}>
          <Button type="submit" loading={add.submitting} disabled={add.locked}>
            {t('security:bankCards.submitAdd')}
          </Button>
          <Button variant="ghost" onClick={add.onCancel} disabled={add.submitting}>
            {t('security:bankCards.cancel')}
          </Button>
        </div>
      </form>
    )
  ) : null;

  return (
    <SecuritySection
      title={t('security:bankCards.title')}
      summary={t('security:bankCards.summary', { count: status === 'ready' ? cards.length : count, max })}
      complete={(status === 'ready' ? cards.length : count) > 0}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
    >
      <FormNotice
        notice={notice}
        failedTitle={t('security:bankCards.failedTitle')}
        onClose={onDismissNotice}
        done={(done) =>
          done.kind === 'added'
            ? t('security:bankCards.added', { bank: done.bankName, number: done.maskedNumber })
            : t('security:bankCards.deleted')
        }
      />
      {status !== 'ready' ? (
        <ContentStatus
          status={status}
          size="section"
          loadingLabel={t('security:bankCards.loading')}
          errorMessage={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <>
          {cards.length === 0 ? (
            <ContentStatus status="empty" size="section" emptyText={t('security:bankCards.empty')} />
          ) : (
            <ul className={styles.cards} aria-label={t('security:bankCards.listLabel')}>
              {cards.map((card) => {
                const confirming = remove?.cardId === card.id ? remove : null;
                const name = t('security:bankCards.cardName', { bank: card.bankName, number: card.accountNumber });
                return (
                  <li key={card.id} className={styles.card} aria-label={name}>
                    <span className={styles.cardText}>
                      <span>{card.bankName}</span>
                      <span className={styles.cardNumber}>{card.accountNumber}</span>
                      <span className={styles.sectionSummary}>
                        {card.branch ? `${card.accountName} · ${card.branch}` : card.accountName}
                      </span>
                    </span>
                    {confirming ? null : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onDelete(card.id)}
                        aria-label={t('security:bankCards.deleteLabel', { card: name })}
                        disabled={Boolean(remove) || Boolean(add)}
                      >
                        {t('security:bankCards.delete')}
                      </Button>
                    )}
                    {confirming ? (
                      <form
                        className={styles.confirm}
                        onSubmit={submitDelete}
                        noValidate
                        aria-label={t('security:bankCards.deleteTitle', { card: name })}
                      >
                        <p className={styles.message}>{t('security:bankCards.deleteHint')}</p>
                        {confirming.error ? (
                          <Alert tone="critical" title={t('security:bankCards.failedTitle')}>
                            <p className={styles.message}>{confirming.error}</p>
                          </Alert>
                        ) : null}
                        {confirming.locked ? (
                          <Alert tone="caution">
                            <p className={styles.message}>{t('security:bankCards.locked')}</p>
                          </Alert>
                        ) : null}
                        <PasswordField
                          label={t('security:bankCards.fundsPassword')}
                          autoComplete="current-password"
                          value={confirming.fundsPassword}
                          onChange={(event) => confirming.onChange(event.target.value)}
                          error={problemText(confirming.problem, t('security:bankCards.fundsPassword'))}
                          required
                        />
                        <div className={styles.actions}>
                          <Button
                            type="submit"
                            variant="critical"
                            loading={confirming.submitting}
                            disabled={confirming.locked}
                          >
                            {t('security:bankCards.confirmDelete')}
                          </Button>
                          <Button variant="ghost" onClick={confirming.onCancel} disabled={confirming.submitting}>
                            {t('security:bankCards.cancel')}
                          </Button>
                        </div>
                      </form>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          {add ? (
            addForm
          ) : full ? (
            <p className={styles.message} role="note">
              {t('security:bankCards.limit', { max })}
            </p>
          ) : (
            <Button variant="soft" fullWidth onClick={onAdd} disabled={Boolean(remove)}>
              {t('security:bankCards.add')}
            </Button>
          )}
        </>
      )}
    </SecuritySection>
  );
}
