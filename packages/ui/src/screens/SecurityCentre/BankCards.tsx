import { useTranslation } from 'react-i18next';
import { fillBounds, type PatternId } from '@wl/rules';
import { Alert } from '../../components/Alert';
import { ChoiceChips, FormNotice, submitWith } from '../../private/form';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { PasswordField } from '../../components/PasswordField';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { SecuritySection } from './SecuritySection';
import * as styles from './SecurityCentre.css';

const DELETE_PROOFS = ['fundsPassword', 'authenticator'] as const;

/**
 * What the section keeps: bank cards, or e-wallet accounts, or crypto addresses (each its texts under
 * `security:<kind>`; the actions' and problems' texts are the bank cards').
 */
export type PayoutSectionKind = 'bankCards' | 'eWallets' | 'cryptoAddresses';

/** How the member proves they are present to delete: the funds password, or a code of the bound authenticator. */
export type DeleteProofMethod = 'fundsPassword' | 'authenticator';

/**
 * A card (or e-wallet, or address) as the list shows it: the number always masked (`•••• 1234`), as the server
 * answers it; `bankName` is the bank's, provider's or coin's name, `accountName` the holder (empty for an address).
 */
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

/** The delete confirmation of one card, while open: the funds password again, or an authenticator code. */
export interface BankCardDeleteForm {
  cardId: number;
  /** The proof asked for; `onMethodChange` (given when the authenticator is bound) lets the member switch. */
  method: DeleteProofMethod;
  onMethodChange?: (method: DeleteProofMethod) => void;
  /** The funds password or the code, as typed. */
  value: string;
  onChange: (value: string) => void;
  problem?: BankCardFormProblem;
  error?: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  submitting?: boolean;
  locked?: boolean;
}

export interface BankCardsProps {
  kind?: PayoutSectionKind;
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
 * The bank cards section (or the e-wallets', or the crypto addresses'): the member's accounts with masked numbers,
 * adding one with the chosen template's fields (at most `max`), deleting one after the funds password again or an
 * authenticator code. Controlled: the site holds the forms, the flow decides.
 */
export function BankCards({
  kind = 'bankCards',
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
  /** This kind's own text (title, list, add form, limit, outcomes). */
  const own = (key: string, options?: Record<string, unknown>) => t(`security:${kind}.${key}`, options);
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
        // A crypto address breaks its network's format: say which network, not the letters-and-digits family.
        return kind === 'cryptoAddresses' && label === own('field.accountNumber')
          ? own('invalidAddress', { network: bank?.name ?? '' })
          : fillBounds(t(`register:reg_pattern_${problem.patternId}`), problem.minLength, problem.maxLength);
    }
  };
  const full = cards.length >= max || (status !== 'ready' && count >= max);
  const submitAdd = submitWith(() => add?.onSubmit(), !add || add.submitting || add.locked);
  const submitDelete = submitWith(() => remove?.onSubmit(), !remove || remove.submitting || remove.locked);

  const bank = add?.banks.find((candidate) => candidate.code === add.values.bankCode);
  const addForm = add ? (
    add.banksStatus !== 'ready' ? (
      <ContentStatus
        status={add.banksStatus}
        size="section"
        loadingLabel={own('banksLoading')}
        errorMessage={add.banksError}
        onRetry={add.onRetryBanks}
      />
    ) : (
      <form className={styles.form} onSubmit={submitAdd} noValidate aria-label={own('addTitle')}>
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
          label={own('bank')}
          placeholder={own('bankChoose')}
          options={add.banks.map((candidate) => ({ value: candidate.code, label: candidate.name }))}
          value={add.values.bankCode}
          onChange={(event) => add.onChange('bankCode', event.target.value)}
          error={problemText(add.problems?.bankCode, own('bank'))}
          required
        />
        {bank?.fields.map((rule) => {
          const label = own(`field.${rule.field}`);
          return (
            <TextField
              key={rule.field}
              label={label}
              value={add.values[rule.field]}
              onChange={(event) => add.onChange(rule.field, event.target.value)}
              error={problemText(add.problems?.[rule.field], label)}
              hint={
                rule.field !== 'accountName'
                  ? undefined
                  : realName
                    ? t('security:bankCards.realName', { name: realName })
                    : kind === 'bankCards'
                      ? t('security:bankCards.realNameFirst')
                      : undefined
              }
              inputMode={rule.field === 'accountNumber' && kind !== 'cryptoAddresses' ? 'numeric' : undefined}
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
            {own('submitAdd')}
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
      title={own('title')}
      summary={own('summary', { count: status === 'ready' ? cards.length : count, max })}
      complete={(status === 'ready' ? cards.length : count) > 0}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
    >
      <FormNotice
        notice={notice}
        failedTitle={t('security:bankCards.failedTitle')}
        onClose={onDismissNotice}
        done={(done) =>
          done.kind === 'added' ? own('added', { bank: done.bankName, number: done.maskedNumber }) : own('deleted')
        }
      />
      {status !== 'ready' ? (
        <ContentStatus
          status={status}
          size="section"
          loadingLabel={own('loading')}
          errorMessage={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <>
          {cards.length === 0 ? (
            <ContentStatus status="empty" size="section" emptyText={own('empty')} />
          ) : (
            <ul className={styles.cards} aria-label={own('listLabel')}>
              {cards.map((card) => {
                const confirming = remove?.cardId === card.id ? remove : null;
                const name = t('security:bankCards.cardName', { bank: card.bankName, number: card.accountNumber });
                return (
                  <li key={card.id} className={styles.card} aria-label={name}>
                    <span className={styles.cardText}>
                      <span>{card.bankName}</span>
                      <span className={styles.cardNumber}>{card.accountNumber}</span>
                      {card.accountName ? (
                        <span className={styles.sectionSummary}>
                          {card.branch ? `${card.accountName} · ${card.branch}` : card.accountName}
                        </span>
                      ) : null}
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
                        <p className={styles.message}>
                          {t(
                            confirming.method === 'authenticator'
                              ? 'security:bankCards.deleteHintCode'
                              : 'security:bankCards.deleteHint',
                          )}
                        </p>
                        {confirming.onMethodChange ? (
                          <ChoiceChips
                            className={styles.actions}
                            label={t('security:bankCards.proof.legend')}
                            choices={DELETE_PROOFS}
                            value={confirming.method}
                            onChange={confirming.onMethodChange}
                            labelOf={(method) => t(`security:bankCards.proof.${method}`)}
                          />
                        ) : null}
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
                        {confirming.method === 'authenticator' ? (
                          <TextField
                            label={t('security:bankCards.code')}
                            value={confirming.value}
                            onChange={(event) => confirming.onChange(event.target.value)}
                            error={problemText(confirming.problem, t('security:bankCards.code'))}
                            inputMode="numeric"
                            autoComplete="one-time-code"
                            required
                          />
                        ) : (
                          <PasswordField
                            label={t('security:bankCards.fundsPassword')}
                            autoComplete="current-password"
                            value={confirming.value}
                            onChange={(event) => confirming.onChange(event.target.value)}
                            error={problemText(confirming.problem, t('security:bankCards.fundsPassword'))}
                            required
                          />
                        )}
                        <div className={styles.actions}>
                          <Button
                            type="submit"
                            variant="critical"
                            loading={confirming.submitting}
                            disabled={confirming.locked}
                          >
                            {own('confirmDelete')}
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
              {own('limit', { max })}
            </p>
          ) : (
            <Button variant="soft" fullWidth onClick={onAdd} disabled={Boolean(remove)}>
              {own('add')}
            </Button>
          )}
        </>
      )}
    </SecuritySection>
  );
}
