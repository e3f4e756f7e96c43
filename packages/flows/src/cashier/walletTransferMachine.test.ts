import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  MAIN_WALLET,
  WALLET_RECALL_FAILED_KEY,
  WALLET_TRANSFER_FAILED_KEY,
  walletTransferMachine,
  walletTransferProblems,
  type TransferWallet,
  type WalletRecallResult,
  type WalletTransferRequest,
  type WalletTransferResult,
} from './walletTransferMachine';

const wallets: TransferWallet[] = [
  { code: MAIN_WALLET, balance: '1000.00', status: 'normal' },
  { code: 'SLOT', balance: '25.50', status: 'normal' },
  { code: 'LIVE', balance: '300.00', status: 'maintenance' },
];

const transferResult = (request: WalletTransferRequest): WalletTransferResult => ({ amount: request.amount });

const recallResult: WalletRecallResult = { total: '25.50' };

/** Answers, in order, for the calls (an Error is thrown); after the list, every call succeeds. */
function start(answers: (Error | 'ok')[] = []) {
  const transfers: WalletTransferRequest[] = [];
  const recalls: string[] = [];
  let keys = 0;
  const next = () => answers.shift() ?? 'ok';
  const machine = walletTransferMachine.provide({
    actors: {
      transfer: fromPromise<WalletTransferResult, WalletTransferRequest>(async ({ input }) => {
        transfers.push(input);
        const answer = next();
        if (answer instanceof Error) throw answer;
        return transferResult(input);
      }),
      recallAll: fromPromise<WalletRecallResult, { idempotencyKey: string }>(async ({ input }) => {
        recalls.push(input.idempotencyKey);
        const answer = next();
        if (answer instanceof Error) throw answer;
        return recallResult;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { wallets, minorDigits: 2, locale: 'en', newKey: () => `key-000000000000-${++keys}` },
  }).start();
  return { actor, transfers, recalls };
}

const submit = (from: string, to: string, amount: string) => ({ type: 'user.submit' as const, from, to, amount });
const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'));

describe('walletTransfer (spec §2 transferFund)', () => {
  it('sends a valid transfer with the amount on the wire and a fresh key, and reports the result', async () => {
    const { actor, transfers } = start();
    actor.send(submit(MAIN_WALLET, 'SLOT', '100'));
    expect(actor.getSnapshot().value).toBe('transferring');
    const done = await idle(actor);
    expect(transfers).toEqual([
      { fromWallet: MAIN_WALLET, toWallet: 'SLOT', amount: '100.00', idempotencyKey: 'key-000000000000-1' },
    ]);
    expect(done.context.outcome).toEqual({ kind: 'transferred', result: transferResult(transfers[0]!) });
    expect(done.context.pending).toBeNull();
    expect(done.context.error).toBeNull();
  });

  it('reads the locale: grouping and decimals in the player’s form', async () => {
    const { actor, transfers } = start();
    actor.send(submit(MAIN_WALLET, 'SLOT', '9,99.5'));
    expect(actor.getSnapshot().context.problems).toEqual({});
    await idle(actor);
    expect(transfers[0]!.amount).toBe('999.50');
  });

  it('a game wallet back to the main wallet is allowed, up to its balance', async () => {
    const { actor, transfers } = start();
    actor.send(submit('SLOT', MAIN_WALLET, '25.50'));
    await idle(actor);
    expect(transfers[0]).toMatchObject({ fromWallet: 'SLOT', toWallet: MAIN_WALLET, amount: '25.50' });
  });

  describe('problems (kept per field; nothing is sent)', () => {
    const cases: [string, ReturnType<typeof submit>, object][] = [
      ['empty amount', submit(MAIN_WALLET, 'SLOT', ''), { amount: { kind: 'empty' } }],
      ['letters', submit(MAIN_WALLET, 'SLOT', '12a'), { amount: { kind: 'notANumber' } }],
      ['negative', submit(MAIN_WALLET, 'SLOT', '-5'), { amount: { kind: 'negative' } }],
      ['zero', submit(MAIN_WALLET, 'SLOT', '0'), { amount: { kind: 'belowMin', limit: 1n } }],
      ['three decimals', submit(MAIN_WALLET, 'SLOT', '1.005'), { amount: { kind: 'tooManyDecimals', minorDigits: 2 } }],
      ['above the source', submit('SLOT', MAIN_WALLET, '25.51'), { amount: { kind: 'aboveBalance', limit: 2550n } }],
      ['no source', submit('', 'SLOT', '1'), { from: { kind: 'missing' } }],
      ['no target', submit(MAIN_WALLET, '', '1'), { to: { kind: 'missing' } }],
      ['an unknown wallet', submit(MAIN_WALLET, 'NOPE', '1'), { to: { kind: 'missing' } }],
      ['the same wallet', submit(MAIN_WALLET, MAIN_WALLET, '1'), { to: { kind: 'same' } }],
      ['game to game', submit('SLOT', 'LIVE2', '1'), { to: { kind: 'missing' } }],
      ['a wallet in maintenance', submit(MAIN_WALLET, 'LIVE', '1'), { to: { kind: 'maintenance' } }],
      ['from maintenance', submit('LIVE', MAIN_WALLET, '1'), { from: { kind: 'maintenance' } }],
    ];
    it.each(cases)('%s', (_name, event, problems) => {
      const { actor, transfers } = start();
      actor.send(event);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.problems).toEqual(problems);
      expect(transfers).toEqual([]);
    });

    it('two game wallets: the target must be the main wallet', () => {
      const twoGames = [...wallets, { code: 'FISH', balance: '0.00', status: 'normal' as const }];
      expect(
        walletTransferProblems({ wallets: twoGames, minorDigits: 2, locale: 'en' }, submit('SLOT', 'FISH', '1')),
      ).toEqual({ to: { kind: 'notMain' } });
    });

    it('a change of a field clears its problem only', () => {
      const { actor } = start();
      actor.send(submit('', MAIN_WALLET, ''));
      expect(Object.keys(actor.getSnapshot().context.problems)).toEqual(['from', 'amount']);
      actor.send({ type: 'field.change', field: 'amount' });
      expect(actor.getSnapshot().context.problems).toEqual({ from: { kind: 'missing' } });
    });

    it('checks against the balances the site passes in later', () => {
      const { actor } = start();
      actor.send({
        type: 'wallets.change',
        wallets: [{ code: MAIN_WALLET, balance: '5.00', status: 'normal' }, wallets[1]!],
      });
      actor.send(submit(MAIN_WALLET, 'SLOT', '6'));
      expect(actor.getSnapshot().context.problems).toEqual({ amount: { kind: 'aboveBalance', limit: 500n } });
    });

    it('takes the currency digits the site passes in (a currency without decimals)', () => {
      const { actor } = start();
      actor.send({
        type: 'wallets.change',
        wallets: [{ code: MAIN_WALLET, balance: '5', status: 'normal' }, wallets[1]!],
        minorDigits: 0,
      });
      actor.send(submit(MAIN_WALLET, 'SLOT', '1.5'));
      expect(actor.getSnapshot().context.problems).toEqual({ amount: { kind: 'tooManyDecimals', minorDigits: 0 } });
    });
  });

  describe('failures and retries (one key per submit)', () => {
    it('keeps the server message and retries the same write with the same key', async () => {
      const { actor, transfers } = start([new Error('Quota not sufficient, please contact customer service')]);
      actor.send(submit(MAIN_WALLET, 'SLOT', '100'));
      let snapshot = await idle(actor);
      expect(snapshot.context.error).toBe('Quota not sufficient, please contact customer service');
      expect(snapshot.context.outcome).toBeNull();
      actor.send({ type: 'user.retry' });
      expect(actor.getSnapshot().value).toBe('transferring');
      expect(actor.getSnapshot().context.error).toBeNull();
      snapshot = await idle(actor);
      expect(transfers.map((t) => t.idempotencyKey)).toEqual(['key-000000000000-1', 'key-000000000000-1']);
      expect(snapshot.context.outcome?.kind).toBe('transferred');
    });

    it('a submit of the same wallets and amount after a failure reuses the key; another amount gets a new one', async () => {
      const { actor, transfers } = start([new Error('network'), new Error('network')]);
      actor.send(submit(MAIN_WALLET, 'SLOT', '100'));
      await idle(actor);
      actor.send(submit(MAIN_WALLET, 'SLOT', '100.00'));
      await idle(actor);
      actor.send(submit(MAIN_WALLET, 'SLOT', '101'));
      await idle(actor);
      expect(transfers.map((t) => t.idempotencyKey)).toEqual([
        'key-000000000000-1',
        'key-000000000000-1',
        'key-000000000000-2',
      ]);
    });

    it('a new submit after a success gets a new key', async () => {
      const { actor, transfers } = start();
      actor.send(submit(MAIN_WALLET, 'SLOT', '1'));
      await idle(actor);
      actor.send(submit(MAIN_WALLET, 'SLOT', '1'));
      await idle(actor);
      expect(transfers.map((t) => t.idempotencyKey)).toEqual(['key-000000000000-1', 'key-000000000000-2']);
    });

    it('a failure without a message shows the translation key', async () => {
      const { actor } = start([Object.assign(new Error(''), { message: '' })]);
      actor.send(submit(MAIN_WALLET, 'SLOT', '1'));
      expect((await idle(actor)).context.error).toBe(WALLET_TRANSFER_FAILED_KEY);
    });

    it('retry does nothing when nothing failed', () => {
      const { actor } = start();
      actor.send({ type: 'user.retry' });
      expect(actor.getSnapshot().value).toBe('editing');
    });

    it('dismiss clears the message and the outcome', async () => {
      const { actor } = start([new Error('nope')]);
      actor.send(submit(MAIN_WALLET, 'SLOT', '1'));
      await idle(actor);
      actor.send({ type: 'user.dismiss' });
      expect(actor.getSnapshot().context.error).toBeNull();
      actor.send(submit(MAIN_WALLET, 'SLOT', '1'));
      await idle(actor);
      actor.send({ type: 'user.dismiss' });
      expect(actor.getSnapshot().context.outcome).toBeNull();
    });

    it('ignores a second submit, a recall and a retry while a write is in flight', async () => {
      const { actor, transfers, recalls } = start();
      actor.send(submit(MAIN_WALLET, 'SLOT', '1'));
      actor.send(submit(MAIN_WALLET, 'SLOT', '2'));
      actor.send({ type: 'user.recallAll' });
      actor.send({ type: 'user.retry' });
      await idle(actor);
      expect(transfers).toHaveLength(1);
      expect(recalls).toEqual([]);
    });
  });

  describe('recall all', () => {
    it('recalls with a fresh key and reports what moved', async () => {
      const { actor, recalls } = start();
      actor.send({ type: 'user.recallAll' });
      expect(actor.getSnapshot().value).toBe('recalling');
      const done = await idle(actor);
      expect(recalls).toEqual(['key-000000000000-1']);
      expect(done.context.outcome).toEqual({ kind: 'recalled', result: recallResult });
    });

    it('a failed recall keeps the message and retries with the same key; a new click gets a new one', async () => {
      const { actor, recalls } = start([new Error('busy'), new Error('')]);
      actor.send({ type: 'user.recallAll' });
      expect((await idle(actor)).context.error).toBe('busy');
      actor.send({ type: 'user.retry' });
      expect(actor.getSnapshot().value).toBe('recalling');
      expect((await idle(actor)).context.error).toBe(WALLET_RECALL_FAILED_KEY);
      actor.send({ type: 'user.recallAll' });
      await idle(actor);
      expect(recalls).toEqual(['key-000000000000-1', 'key-000000000000-1', 'key-000000000000-2']);
    });

    it('a submit clears the last outcome and problems', async () => {
      const { actor } = start();
      actor.send(submit('', '', ''));
      actor.send({ type: 'user.recallAll' });
      const done = await idle(actor);
      expect(done.context.problems).toEqual({});
      expect(done.context.outcome?.kind).toBe('recalled');
    });
  });

  it('without the site’s actors a write fails loudly', async () => {
    const actor = createActor(walletTransferMachine, {
      input: { wallets, minorDigits: 2, newKey: () => 'key-without-actors-1' },
    }).start();
    actor.send(submit(MAIN_WALLET, 'SLOT', '1'));
    const done = await waitFor(actor, (s) => s.matches('editing'));
    expect(done.context.error).toMatch(/"transfer" is not provided/);
    expect(done.context.pending?.kind).toBe('transfer');
    if (done.context.pending?.kind === 'transfer') {
      expect(done.context.pending.request.idempotencyKey).toBe('key-without-actors-1');
    }
  });
});
