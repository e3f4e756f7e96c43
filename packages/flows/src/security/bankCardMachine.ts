import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { checkValue, type FieldProblem, type FieldRule } from '@wl/rules';
import { actorNotProvided } from '../notProvided';
import { clearFieldProblem, eventOf, noProblems } from '../form';
import { afterLock, failedOrLocked, lockWait, securityFailure, type ServerProblem } from './fundsPasswordFailure';

/** Translation keys shown when a bank card write fails without a message. */
export const BANK_CARD_ADD_FAILED_KEY = 'security:bankCards.addFailed';
export const BANK_CARD_DELETE_FAILED_KEY = 'security:bankCards.deleteFailed';
/** The same for an e-wallet account or a crypto address (the payout accounts kept by this flow too). */
export const PAYOUT_ACCOUNT_ADD_FAILED_KEY = 'security:payoutAccounts.addFailed';
export const PAYOUT_ACCOUNT_DELETE_FAILED_KEY = 'security:payoutAccounts.deleteFailed';

/** Digits of an authenticator code (RFC 6238 as the contract's VerificationCode). */
export const AUTHENTICATOR_CODE_DIGITS = 6;

/** The fields a bank's template may ask for (openapi BankField.field). */
export type BankTemplateField = 'accountName' | 'accountNumber' | 'branch';

/**
 * One bank and its form template (openapi Bank; each field's rule has the registration rules' shape). An e-wallet
 * provider or a coin's network (openapi PayoutTemplate) is one too: its code in `bankCode`, the wallet number or
 * address in `accountNumber`, and its address format as that field's rule.
 */
export interface BankTemplate {
  code: string;
  name: string;
  fields: readonly (FieldRule & { field: BankTemplateField })[];
}

/** `code`: the authenticator code that may prove the member present instead of the funds password, to delete. */
export type BankCardField = 'bankCode' | BankTemplateField | 'fundsPassword' | 'code';

/** The add form as typed (the site keeps it in React state, never in storage). */
export interface BankCardValues {
  bankCode: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  fundsPassword: string;
}

export type BankCardProblem = FieldProblem | { kind: 'nameMismatch'; realName: string } | ServerProblem;
export type BankCardProblems = Partial<Record<BankCardField, BankCardProblem>>;

/** openapi AddBankCardRequest (sent encrypted): the number as digits only, the name with single spaces. */
export interface AddBankCardRequest {
  bankCode: string;
  accountName: string;
  accountNumber: string;
  branch?: string;
  fundsPassword: string;
}

/** openapi DeleteBankCardRequest (sent encrypted): the funds password or a code of the bound authenticator. */
export type DeleteBankCardRequest =
  | { method: 'fundsPassword'; cardId: number; fundsPassword: string }
  | { method: 'authenticator'; cardId: number; code: string };

/** What proves the member present to delete: the funds password (the default) or an authenticator code. */
export type DeleteProof =
  { method?: 'fundsPassword'; fundsPassword: string } | { method: 'authenticator'; code: string };

/** The fallback keys of a failed add and delete (a bank card's unless given). */
export interface BankCardFailedKeys {
  add: string;
  delete: string;
}

/** The cards the member holds, as far as the flow reads them. */
export interface BankCardHolding {
  count: number;
  max: number;
  /** The name every card's account name must match (null until the first card sets it). */
  realName: string | null;
}

export type BankCardOutcome = { kind: 'added'; maskedNumber: string; bankName: string } | { kind: 'deleted' };

export interface BankCardInput extends BankCardHolding {
  failedKeys?: BankCardFailedKeys;
}

export interface BankCardContext extends BankCardHolding {
  failedKeys: BankCardFailedKeys;
  banks: readonly BankTemplate[];
  /** The card whose deletion is being confirmed. */
  cardId: number | null;
  problems: BankCardProblems;
  error: string | null;
  outcome: BankCardOutcome | null;
  attemptsLeft: number | null;
  lockMs: number;
  /** The count when the card being added was sent: an added card makes it at least one more. */
  countAtSubmit: number;
}

export type BankCardEvent =
  | { type: 'cards.change'; holding: BankCardHolding }
  | { type: 'banks.change'; banks: readonly BankTemplate[] }
  | { type: 'add.open' }
  | { type: 'delete.open'; cardId: number }
  | { type: 'user.cancel' }
  | { type: 'field.change'; field: BankCardField }
  | { type: 'add.submit'; values: BankCardValues }
  | ({ type: 'delete.submit' } & DeleteProof)
  | { type: 'user.dismiss' };

/** Names compared as the server does: trimmed, single spaces, without case. */
export const normalisedName = (name: string) => name.trim().replace(/\s+/g, ' ');
const sameName = (a: string, b: string) => normalisedName(a).toLowerCase() === normalisedName(b).toLowerCase();
/** The number as the contract wants it: the spaces and dashes people type left out. */
export const accountDigits = (number: string) => number.replace(/[\s-]/g, '');

function fieldValue(field: BankTemplateField, values: BankCardValues): string {
  if (field === 'accountName') return normalisedName(values.accountName);
  if (field === 'accountNumber') return accountDigits(values.accountNumber);
  return values.branch.trim();
}

/** Every problem of an add: the bank chosen, its template's fields, the real name, the funds password. */
export function bankCardProblems(
  context: Pick<BankCardContext, 'banks' | 'realName'>,
  values: BankCardValues,
): BankCardProblems {
  const problems: BankCardProblems = {};
  const bank = context.banks.find((candidate) => candidate.code === values.bankCode);
  if (!bank) problems.bankCode = { kind: 'missing' };
  for (const rule of bank?.fields ?? []) {
    const problem = checkValue(rule, fieldValue(rule.field, values));
    if (problem) problems[rule.field] = problem;
  }
  if (
    !problems.accountName &&
    context.realName !== null &&
    values.accountName.trim() !== '' &&
    !sameName(values.accountName, context.realName)
  ) {
    problems.accountName = { kind: 'nameMismatch', realName: context.realName };
  }
  if (values.fundsPassword === '') problems.fundsPassword = { kind: 'missing' };
  return problems;
}

function addRequest(context: BankCardContext, values: BankCardValues): AddBankCardRequest {
  const bank = context.banks.find((candidate) => candidate.code === values.bankCode);
  const asksBranch = bank?.fields.some((rule) => rule.field === 'branch') ?? false;
  const branch = values.branch.trim();
  return {
    bankCode: values.bankCode,
    accountName: normalisedName(values.accountName),
    accountNumber: accountDigits(values.accountNumber),
    ...(asksBranch && branch !== '' ? { branch } : {}),
    fundsPassword: values.fundsPassword,
  };
}

const FAILURE_FIELDS: Record<string, BankCardField> = {
  ACCOUNT_NAME_MISMATCH: 'accountName',
  BANK_CARD_EXISTS: 'accountNumber',
  PAYOUT_ACCOUNT_EXISTS: 'accountNumber',
  BANK_NOT_FOUND: 'bankCode',
  PAYOUT_TEMPLATE_NOT_FOUND: 'bankCode',
  FUNDS_PASSWORD_INCORRECT: 'fundsPassword',
  AUTHENTICATOR_CODE_INCORRECT: 'code',
  AUTHENTICATOR_NOT_BOUND: 'code',
};
const NAMED_FIELDS: readonly string[] = ['bankCode', 'accountName', 'accountNumber', 'branch', 'fundsPassword', 'code'];

/** The problem of a delete's proof: nothing typed, or a code that is not six digits. */
function proofProblems(proof: DeleteProof): BankCardProblems {
  if (proof.method === 'authenticator') {
    if (proof.code === '') return { code: { kind: 'missing' } };
    const digits = AUTHENTICATOR_CODE_DIGITS;
    return new RegExp(`^[0-9]{${digits}}$`).test(proof.code)
      ? {}
      : { code: { kind: 'pattern', patternId: 'digits', minLength: digits, maxLength: digits } };
  }
  return proof.fundsPassword === '' ? { fundsPassword: { kind: 'missing' } } : {};
}

function deleteRequest(cardId: number, proof: DeleteProof): DeleteBankCardRequest {
  return proof.method === 'authenticator'
    ? { method: 'authenticator', cardId, code: proof.code }
    : { method: 'fundsPassword', cardId, fundsPassword: proof.fundsPassword };
}

/** What to show for a failed write: a field's problem, or the form's message. */
function failureProblems(error: unknown, fallback: string) {
  const failure = securityFailure(error, fallback);
  const named = failure.field !== null && NAMED_FIELDS.includes(failure.field) ? failure.field : null;
  const field = (failure.code ? FAILURE_FIELDS[failure.code] : undefined) ?? (named as BankCardField | null);
  return {
    attemptsLeft: failure.attemptsLeft,
    lockMs: lockWait(failure) ?? 0,
    problems: field ? { [field]: { kind: 'server' as const, message: failure.message } } : {},
    error: field ? null : failure.message,
  };
}

/**
 * The bank cards of the security centre, and the same for e-wallet accounts and crypto addresses (their templates in
 * place of the banks): add one with the chosen template's fields (its rules, the real name every holder must match,
 * the funds password), at most `max`; delete one after the funds password again or a code of the bound
 * authenticator. A wrong secret says the tries left; once locked the form waits out the lock. The secrets stay in
 * the events and the call's input, never in context.
 */
export const bankCardMachine = setup({
  types: {
    context: {} as BankCardContext,
    events: {} as BankCardEvent,
    input: {} as BankCardInput,
  },
  actors: {
    /** `POST /wps/member/bankCard` (encrypted); answers the card added, its number masked. */
    addCard: fromPromise<{ accountNumber: string; bankName: string }, AddBankCardRequest>(actorNotProvided('addCard')),
    /** `POST /wps/member/bankCard/delete` (encrypted). */
    deleteCard: fromPromise<unknown, DeleteBankCardRequest>(actorNotProvided('deleteCard')),
  },
  guards: {
    hasRoom: ({ context }) => context.count < context.max,
    addValid: ({ context, event }) =>
      event.type === 'add.submit' && noProblems(bankCardProblems(context, event.values)),
    proofGiven: ({ event }) => event.type === 'delete.submit' && noProblems(proofProblems(event)),
    lockedOut: (_, params: { error: unknown }) => lockWait(securityFailure(params.error, '')) !== null,
  },
  delays: {
    lock: ({ context }) => context.lockMs,
  },
  actions: {
    clearForm: assign({ problems: {}, error: null, outcome: null, attemptsLeft: null }),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    unlock: assign({ lockMs: 0, attemptsLeft: null }),
    assignAddFailure: assign(({ context }, params: { error: unknown }) =>
      failureProblems(params.error, context.failedKeys.add),
    ),
    assignDeleteFailure: assign(({ context }, params: { error: unknown }) =>
      failureProblems(params.error, context.failedKeys.delete),
    ),
  },
}).createMachine({
  id: 'bankCard',
  context: ({ input: { failedKeys, ...holding } }) => ({
    ...holding,
    failedKeys: failedKeys ?? { add: BANK_CARD_ADD_FAILED_KEY, delete: BANK_CARD_DELETE_FAILED_KEY },
    banks: [],
    cardId: null,
    problems: {},
    error: null,
    outcome: null,
    attemptsLeft: null,
    lockMs: 0,
    countAtSubmit: holding.count,
  }),
  on: {
    'cards.change': { actions: assign(({ event }) => ({ ...event.holding })) },
    'banks.change': { actions: assign({ banks: ({ event }) => event.banks }) },
  },
  initial: 'list',
  states: {
    list: {
      on: {
        'add.open': [
          { guard: 'hasRoom', target: 'adding', actions: 'clearForm' },
          // The limit is the server's too; the page says so instead of opening a form that cannot succeed.
          { actions: assign({ error: null, outcome: null }) },
        ],
        'delete.open': {
          target: 'deleting',
          actions: [
            'clearForm',
            assign({
              cardId: ({ event }) => event.cardId,
            }),
          ],
        },
        'user.dismiss': { actions: assign({ error: null, outcome: null }) },
      },
    },
    adding: {
      initial: 'editing',
      on: { 'user.cancel': { target: 'list', actions: 'clearForm' } },
      states: {
        editing: {
          on: {
            'field.change': { actions: 'clearField' },
            'add.submit': [
              {
                guard: 'addValid',
                target: 'submitting',
                actions: assign(({ context }) => ({ problems: {}, error: null, countAtSubmit: context.count })),
              },
              {
                actions: assign(({ context, event }) => ({ problems: bankCardProblems(context, event.values) })),
              },
            ],
            'user.dismiss': { actions: assign({ error: null }) },
          },
        },
        submitting: {
          on: { 'user.cancel': {} },
          invoke: {
            src: 'addCard',
            input: ({ context, event }) => addRequest(context, eventOf(event, 'add.submit').values),
            onDone: {
              target: '#bankCard.list',
              actions: assign(({ context, event }) => ({
                outcome: {
                  kind: 'added' as const,
                  maskedNumber: event.output.accountNumber,
                  bankName: event.output.bankName,
                },
                // The site refreshes the list once a card is in, and that answer may already have arrived
                // (cards.change): the card is counted once whichever comes first.
                count: Math.max(context.count, context.countAtSubmit + 1),
                attemptsLeft: null,
              })),
            },
            onError: failedOrLocked('assignAddFailure', 'locked', 'editing'),
          },
        },
        locked: {
          on: { 'field.change': { actions: 'clearField' } },
          after: afterLock('editing'),
        },
      },
    },
    deleting: {
      initial: 'confirming',
      on: { 'user.cancel': { target: 'list', actions: ['clearForm', assign({ cardId: null })] } },
      states: {
        confirming: {
          on: {
            'field.change': { actions: 'clearField' },
            'delete.submit': [
              { guard: 'proofGiven', target: 'submitting', actions: assign({ problems: {}, error: null }) },
              { actions: assign({ problems: ({ event }) => proofProblems(event) }) },
            ],
            'user.dismiss': { actions: assign({ error: null }) },
          },
        },
        submitting: {
          on: { 'user.cancel': {} },
          invoke: {
            src: 'deleteCard',
            input: ({ context, event }) => {
              assertEvent(event, 'delete.submit');
              return deleteRequest(context.cardId!, event);
            },
            onDone: {
              target: '#bankCard.list',
              actions: assign(({ context }) => ({
                outcome: { kind: 'deleted' as const },
                count: Math.max(0, context.count - 1),
                cardId: null,
                attemptsLeft: null,
              })),
            },
            onError: failedOrLocked('assignDeleteFailure', 'locked', 'confirming'),
          },
        },
        locked: {
          on: { 'field.change': { actions: 'clearField' } },
          after: afterLock('confirming'),
        },
      },
    },
  },
});

export type BankCardMachine = typeof bankCardMachine;
