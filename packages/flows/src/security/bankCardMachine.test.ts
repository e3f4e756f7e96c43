import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { acceptedPatternOf } from '@wl/rules';
import { failure, fakeWrite } from '../testing/fakes';
import {
  BANK_CARD_ADD_FAILED_KEY,
  BANK_CARD_DELETE_FAILED_KEY,
  bankCardMachine,
  PAYOUT_ACCOUNT_ADD_FAILED_KEY,
  PAYOUT_ACCOUNT_DELETE_FAILED_KEY,
  type AddBankCardRequest,
  type BankCardInput,
  type BankCardValues,
  type BankTemplate,
  type DeleteBankCardRequest,
} from './bankCardMachine';

const name = {
  field: 'accountName',
  required: true,
  minLength: 2,
  maxLength: 50,
  patternId: 'thaiEnglishSpaces',
} as const;
const digits = (size: number) =>
  ({ field: 'accountNumber', required: true, minLength: size, maxLength: size, patternId: 'digits' }) as const;
const banks: BankTemplate[] = [
  {
    code: 'KBANK',
    name: 'Kasikornbank',
    fields: [
      { ...name, acceptedPattern: acceptedPatternOf('thaiEnglishSpaces') },
      { ...digits(10), acceptedPattern: acceptedPatternOf('digits') },
    ],
  },
  {
    code: 'GSB',
    name: 'Government Savings Bank',
    fields: [
      { ...name, acceptedPattern: acceptedPatternOf('thaiEnglishSpaces') },
      { ...digits(12), acceptedPattern: acceptedPatternOf('digits') },
      { field: 'branch', required: true, minLength: 2, maxLength: 50, acceptedPattern: '*', patternId: 'any' },
    ],
  },
];

const card: BankCardValues = {
  bankCode: 'KBANK',
  accountName: '  Somchai   Jaidee ',
  accountNumber: '123-456 7890',
  branch: 'ignored',
  fundsPassword: 'Funds123',
};

function start(holding: BankCardInput = { count: 0, max: 5, realName: null }, answers: (Error | 'ok')[] = []) {
  const adds: AddBankCardRequest[] = [];
  const deletes: DeleteBankCardRequest[] = [];
  const machine = bankCardMachine.provide({
    actors: {
      addCard: fakeWrite(adds, answers, (input) => ({
        accountNumber: `•••• ${input.accountNumber.slice(-4)}`,
        bankName: 'Kasikornbank',
      })),
      deleteCard: fakeWrite<unknown, DeleteBankCardRequest>(deletes, answers, () => null),
    },
  });
  const actor = createActor(machine, { input: holding }).start();
  actor.send({ type: 'banks.change', banks });
  return { actor, adds, deletes };
}
const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => vi.useRealTimers());

describe('bankCard (security centre: bank cards)', () => {
  it('adds a card: the number without spaces or dashes, the name with single spaces, no branch the bank does not ask', async () => {
    vi.useFakeTimers();
    const { actor, adds } = start();
    actor.send({ type: 'add.open' });
    expect(actor.getSnapshot().matches({ adding: 'editing' })).toBe(true);
    actor.send({ type: 'add.submit', values: card });
    expect(actor.getSnapshot().matches({ adding: 'submitting' })).toBe(true);
    await settle();
    expect(adds).toEqual([
      { bankCode: 'KBANK', accountName: 'Somchai Jaidee', accountNumber: '1234567890', fundsPassword: 'Funds123' },
    ]);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('list');
    expect(context).toMatchObject({ count: 1, outcome: { kind: 'added', maskedNumber: '•••• 7890' } });
    expect(JSON.stringify(context)).not.toContain('Funds123');
    expect(JSON.stringify(context)).not.toContain('1234567890');
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.outcome).toBeNull();
  });

  it("checks the bank's template, the real name and the funds password before sending", () => {
    const { actor, adds } = start({ count: 1, max: 5, realName: 'Somchai Jaidee' });
    actor.send({ type: 'add.open' });
    actor.send({ type: 'add.submit', values: { ...card, bankCode: '', fundsPassword: '' } });
    expect(actor.getSnapshot().context.problems).toEqual({
      bankCode: { kind: 'missing' },
      fundsPassword: { kind: 'missing' },
    });
    actor.send({
      type: 'add.submit',
      values: { ...card, bankCode: 'GSB', accountName: 'Somchai J4', accountNumber: '12345', branch: '' },
    });
    expect(actor.getSnapshot().context.problems).toEqual({
      accountName: { kind: 'pattern', patternId: 'thaiEnglishSpaces', minLength: 2, maxLength: 50 },
      accountNumber: { kind: 'pattern', patternId: 'digits', minLength: 12, maxLength: 12 },
      branch: { kind: 'missing' },
    });
    actor.send({ type: 'field.change', field: 'branch' });
    expect(actor.getSnapshot().context.problems.branch).toBeUndefined();
    actor.send({ type: 'add.submit', values: { ...card, accountName: 'Someone Else' } });
    expect(actor.getSnapshot().context.problems).toEqual({
      accountName: { kind: 'nameMismatch', realName: 'Somchai Jaidee' },
    });
    expect(adds).toEqual([]);
  });

  it('sends the branch a bank asks for', async () => {
    vi.useFakeTimers();
    const { actor, adds } = start();
    actor.send({ type: 'add.open' });
    actor.send({
      type: 'add.submit',
      values: { ...card, bankCode: 'GSB', accountNumber: '123456789012', branch: ' Silom ' },
    });
    await settle();
    expect(adds[0]).toMatchObject({ bankCode: 'GSB', branch: 'Silom' });
  });

  it('counts an added card once when the refreshed list arrives before the answer (the fifth form still opens)', async () => {
    vi.useFakeTimers();
    let listRefreshed: () => void = () => undefined;
    const machine = bankCardMachine.provide({
      actors: {
        // as the site does: the list is refreshed inside the call, so its new count may come first
        addCard: fromPromise(async ({ input }: { input: AddBankCardRequest }) => {
          listRefreshed();
          return { accountNumber: `•••• ${input.accountNumber.slice(-4)}`, bankName: 'Kasikornbank' };
        }),
      },
    });
    const actor = createActor(machine, { input: { count: 3, max: 5, realName: 'Somchai Jaidee' } }).start();
    listRefreshed = () =>
      actor.send({ type: 'cards.change', holding: { count: 4, max: 5, realName: 'Somchai Jaidee' } });
    actor.send({ type: 'banks.change', banks });
    actor.send({ type: 'add.open' });
    actor.send({ type: 'add.submit', values: card });
    await settle();
    expect(actor.getSnapshot().context.count).toBe(4);
    actor.send({ type: 'add.open' });
    expect(actor.getSnapshot().matches({ adding: 'editing' })).toBe(true);
  });

  it('at the limit the form does not open; the server refusing a sixth card is shown above the form', async () => {
    vi.useFakeTimers();
    const full = start({ count: 5, max: 5, realName: 'Somchai Jaidee' });
    full.actor.send({ type: 'add.open' });
    expect(full.actor.getSnapshot().value).toBe('list');

    const { actor } = start({ count: 4, max: 5, realName: null }, [
      failure('You can add at most 5 bank cards', 'BANK_CARD_LIMIT'),
    ]);
    actor.send({ type: 'add.open' });
    actor.send({ type: 'add.submit', values: card });
    await settle();
    expect(actor.getSnapshot().matches({ adding: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'You can add at most 5 bank cards', problems: {} });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'cards.change', holding: { count: 5, max: 5, realName: 'Somchai Jaidee' } });
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'add.open' });
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('server failures go beside their field: name mismatch, a bound account, a wrong funds password, a bad input', async () => {
    vi.useFakeTimers();
    const { actor } = start({ count: 0, max: 5, realName: null }, [
      failure('The account name must match your real name', 'ACCOUNT_NAME_MISMATCH'),
      failure('This bank account is already bound', 'BANK_CARD_EXISTS'),
      failure('Funds password is incorrect, 4 attempts left', 'FUNDS_PASSWORD_INCORRECT', { attemptsLeft: 4 }),
      failure('branch: must NOT have more than 50 characters', 'BAD_REQUEST'),
      new Error(''),
    ]);
    actor.send({ type: 'add.open' });
    const expected = ['accountName', 'accountNumber', 'fundsPassword', 'branch'];
    for (const field of expected) {
      actor.send({ type: 'add.submit', values: card });
      await settle();
      expect(Object.keys(actor.getSnapshot().context.problems)).toEqual([field]);
    }
    expect(actor.getSnapshot().context.attemptsLeft).toBeNull();
    actor.send({ type: 'add.submit', values: card });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(BANK_CARD_ADD_FAILED_KEY);
  });

  it('deletes a card after the funds password again; a wrong one says the tries left', async () => {
    vi.useFakeTimers();
    const { actor, deletes } = start({ count: 2, max: 5, realName: 'Somchai Jaidee' }, [
      failure('Funds password is incorrect, 4 attempts left', 'FUNDS_PASSWORD_INCORRECT', { attemptsLeft: 4 }),
    ]);
    actor.send({ type: 'delete.open', cardId: 7 });
    expect(actor.getSnapshot().matches({ deleting: 'confirming' })).toBe(true);
    actor.send({ type: 'delete.submit', fundsPassword: '' });
    expect(actor.getSnapshot().context.problems).toEqual({ fundsPassword: { kind: 'missing' } });
    actor.send({ type: 'field.change', field: 'fundsPassword' });
    actor.send({ type: 'delete.submit', fundsPassword: 'wrong1' });
    expect(actor.getSnapshot().matches({ deleting: 'submitting' })).toBe(true);
    actor.send({ type: 'user.cancel' });
    await settle();
    expect(actor.getSnapshot().matches({ deleting: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      attemptsLeft: 4,
      problems: { fundsPassword: { kind: 'server', message: 'Funds password is incorrect, 4 attempts left' } },
    });
    actor.send({ type: 'delete.submit', fundsPassword: 'Funds123' });
    await settle();
    expect(deletes).toEqual([
      { method: 'fundsPassword', cardId: 7, fundsPassword: 'wrong1' },
      { method: 'fundsPassword', cardId: 7, fundsPassword: 'Funds123' },
    ]);
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context).toMatchObject({ count: 1, cardId: null, outcome: { kind: 'deleted' } });
  });

  it('cancel leaves a delete or an add; a failed delete without a message gets the fallback key', async () => {
    vi.useFakeTimers();
    const { actor } = start({ count: 1, max: 5, realName: null }, [new Error('')]);
    actor.send({ type: 'delete.open', cardId: 3 });
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.cardId).toBeNull();
    actor.send({ type: 'add.open' });
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('list');
    actor.send({ type: 'delete.open', cardId: 3 });
    actor.send({ type: 'delete.submit', fundsPassword: 'x' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(BANK_CARD_DELETE_FAILED_KEY);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a locked funds password waits out the lock, in the add form and in the delete confirmation', async () => {
    vi.useFakeTimers();
    const locked = () =>
      failure('Too many wrong funds passwords, please try again after 30 minutes', 'FUNDS_PASSWORD_LOCKED', {
        attemptsLeft: 0,
        retryAfter: 60,
      });
    const { actor, adds } = start({ count: 1, max: 5, realName: null }, [locked(), locked()]);
    actor.send({ type: 'add.open' });
    actor.send({ type: 'add.submit', values: card });
    await settle();
    expect(actor.getSnapshot().matches({ adding: 'locked' })).toBe(true);
    actor.send({ type: 'add.submit', values: card });
    actor.send({ type: 'field.change', field: 'fundsPassword' });
    expect(adds).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().matches({ adding: 'editing' })).toBe(true);
    actor.send({ type: 'user.cancel' });

    actor.send({ type: 'delete.open', cardId: 1 });
    actor.send({ type: 'delete.submit', fundsPassword: 'wrong1' });
    await settle();
    expect(actor.getSnapshot().matches({ deleting: 'locked' })).toBe(true);
    actor.send({ type: 'field.change', field: 'fundsPassword' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().matches({ deleting: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.lockMs).toBe(0);
  });

  it('deletes after an authenticator code instead: a missing or malformed code stays, a wrong one is told beside it', async () => {
    vi.useFakeTimers();
    const { actor, deletes } = start({ count: 2, max: 5, realName: null }, [
      failure('The authenticator code is incorrect, 4 attempts left', 'AUTHENTICATOR_CODE_INCORRECT', {
        attemptsLeft: 4,
      }),
    ]);
    actor.send({ type: 'delete.open', cardId: 4 });
    actor.send({ type: 'delete.submit', method: 'authenticator', code: '' });
    expect(actor.getSnapshot().context.problems).toEqual({ code: { kind: 'missing' } });
    actor.send({ type: 'delete.submit', method: 'authenticator', code: '12a456' });
    expect(actor.getSnapshot().context.problems).toEqual({
      code: { kind: 'pattern', patternId: 'digits', minLength: 6, maxLength: 6 },
    });
    expect(actor.getSnapshot().matches({ deleting: 'confirming' })).toBe(true);
    actor.send({ type: 'field.change', field: 'code' });
    expect(actor.getSnapshot().context.problems).toEqual({});
    actor.send({ type: 'delete.submit', method: 'authenticator', code: '111111' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      attemptsLeft: 4,
      problems: { code: { kind: 'server', message: 'The authenticator code is incorrect, 4 attempts left' } },
    });
    actor.send({ type: 'delete.submit', method: 'authenticator', code: '222222' });
    await settle();
    expect(deletes).toEqual([
      { method: 'authenticator', cardId: 4, code: '111111' },
      { method: 'authenticator', cardId: 4, code: '222222' },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ count: 1, outcome: { kind: 'deleted' } });
  });

  it('a locked authenticator waits out its lock in the delete confirmation', async () => {
    vi.useFakeTimers();
    const { actor } = start({ count: 1, max: 5, realName: null }, [
      failure('Too many wrong authenticator codes, please try again later', 'AUTHENTICATOR_LOCKED', {
        attemptsLeft: 0,
        retryAfter: 30,
      }),
    ]);
    actor.send({ type: 'delete.open', cardId: 1 });
    actor.send({ type: 'delete.submit', method: 'authenticator', code: '333333' });
    await settle();
    expect(actor.getSnapshot().matches({ deleting: 'locked' })).toBe(true);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(actor.getSnapshot().matches({ deleting: 'locked' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ deleting: 'confirming' })).toBe(true);
  });

  it('keeps e-wallets and crypto addresses the same way: their templates, their fallback keys, their codes', async () => {
    vi.useFakeTimers();
    const tron = {
      code: 'USDT_TRC20',
      name: 'USDT (TRC20)',
      fields: [
        {
          field: 'accountNumber',
          required: true,
          minLength: 34,
          maxLength: 34,
          acceptedPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
          patternId: 'alphanumeric',
        },
      ],
    } as const;
    const { actor, adds } = start(
      {
        count: 0,
        max: 3,
        realName: 'Somchai Jaidee',
        failedKeys: { add: PAYOUT_ACCOUNT_ADD_FAILED_KEY, delete: PAYOUT_ACCOUNT_DELETE_FAILED_KEY },
      },
      [failure('This account or address is already bound', 'PAYOUT_ACCOUNT_EXISTS'), new Error(''), new Error('')],
    );
    actor.send({ type: 'banks.change', banks: [tron] });
    actor.send({ type: 'add.open' });
    const address = {
      ...card,
      bankCode: 'USDT_TRC20',
      accountName: '',
      accountNumber: '0x52908400098527886E0F7030069857D2E4169EE7',
    };
    // An ERC20 address is not a TRC20 one; no holder name is asked, so the real name does not apply.
    actor.send({ type: 'add.submit', values: address });
    expect(actor.getSnapshot().context.problems).toEqual({
      accountNumber: { kind: 'pattern', patternId: 'alphanumeric', minLength: 34, maxLength: 34 },
    });
    const good = { ...address, accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' };
    actor.send({ type: 'add.submit', values: good });
    await settle();
    expect(actor.getSnapshot().context.problems).toEqual({
      accountNumber: { kind: 'server', message: 'This account or address is already bound' },
    });
    actor.send({ type: 'add.submit', values: good });
    await settle();
    expect(adds[1]).toEqual({
      bankCode: 'USDT_TRC20',
      accountName: '',
      accountNumber: good.accountNumber,
      fundsPassword: 'Funds123',
    });
    expect(actor.getSnapshot().context.error).toBe(PAYOUT_ACCOUNT_ADD_FAILED_KEY);
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'delete.open', cardId: 2 });
    actor.send({ type: 'delete.submit', fundsPassword: 'Funds123' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(PAYOUT_ACCOUNT_DELETE_FAILED_KEY);
  });
});
