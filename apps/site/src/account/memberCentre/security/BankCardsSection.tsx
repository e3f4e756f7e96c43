import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { MaskedPayoutAccount, PayoutAccountList } from '@wl/api';
import {
  bankCardMachine,
  PAYOUT_ACCOUNT_ADD_FAILED_KEY,
  PAYOUT_ACCOUNT_DELETE_FAILED_KEY,
  type AddBankCardRequest,
  type BankCardField,
  type BankCardFailedKeys,
  type BankCardValues,
  type BankTemplate,
  type DeleteBankCardRequest,
} from '@wl/flows';
import { BankCards, type BankCardItem, type BankCardsNotice, type DeleteProofMethod } from '@wl/ui';
import { api } from '../../../api';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { bankCardsQuery, banksQuery, payoutAccountsQuery, profileQuery, securityQueriesKeys } from '../../queries';

/**
 * After an account is added or deleted: the lists (the withdraw page's too), the overview (count, completion), the
 * profile (the first card's name).
 */
async function refreshAccounts() {
  await Promise.all(
    [
      securityQueriesKeys.bankCards,
      securityQueriesKeys.payoutAccounts,
      securityQueriesKeys.config,
      securityQueriesKeys.profile,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** The writes of one kind of account, as the flow's add and delete actors. */
interface AccountWrites {
  add: (input: AddBankCardRequest) => Promise<{ accountNumber: string; bankName: string }>;
  remove: (input: DeleteBankCardRequest) => Promise<unknown>;
}

const machineFor = ({ add, remove }: AccountWrites) =>
  bankCardMachine.provide({
    actors: {
      addCard: fromPromise<{ accountNumber: string; bankName: string }, AddBankCardRequest>(async ({ input }) => {
        try {
          return await add(input);
        } finally {
          // also after a refusal: another tab may have added the account that reached the limit
          await refreshAccounts();
        }
      }),
      deleteCard: fromPromise<unknown, DeleteBankCardRequest>(async ({ input }) => {
        await remove(input);
        await refreshAccounts();
        return null;
      }),
    },
  });

// x-encrypted: the API client seals each body (numbers, addresses, the funds password, the code) with the server's key.
const bankCardSiteMachine = machineFor({ add: api.security.addBankCard, remove: api.security.deleteBankCard });

/** An e-wallet or crypto address is added by its template's code; the flow's card id is the account's id. */
const payoutSiteMachine = machineFor({
  add: async ({ bankCode, accountName, accountNumber, fundsPassword }) => {
    const added = await api.security.addPayoutAccount({
      code: bankCode,
      ...(accountName ? { accountName } : {}),
      accountNumber,
      fundsPassword,
    });
    return { accountNumber: added.accountNumber, bankName: added.name };
  },
  remove: ({ cardId, ...proof }) => api.security.deletePayoutAccount({ ...proof, accountId: cardId }),
});

const emptyValues: BankCardValues = { bankCode: '', accountName: '', accountNumber: '', branch: '', fundsPassword: '' };

/** What a section lists: the accounts, the most allowed, the real name holders must match. */
interface Listed {
  items: readonly BankCardItem[];
  max: number;
  realName: string | null;
}

/** A load as the section reads it (a TanStack Query result). */
interface Load<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** A kind's loads: its list once the section is open, its templates once the add form is. */
type UseLoads = (
  expanded: boolean,
  adding: boolean,
) => { list: Load<Listed>; templates: Load<readonly BankTemplate[]> };

const asTemplates = (templates: readonly unknown[]) => templates as readonly BankTemplate[];

function useBankCardLoads(expanded: boolean, adding: boolean) {
  const { token } = useSession();
  const list = useQuery(
    {
      ...bankCardsQuery(token),
      enabled: Boolean(token) && expanded,
      select: (data): Listed => ({ items: data.cards, max: data.max, realName: data.realName }),
    },
    queryClient,
  );
  const templates = useQuery(
    { ...banksQuery(token), enabled: Boolean(token) && adding, select: asTemplates },
    queryClient,
  );
  return { list, templates };
}

const payoutItem = (account: MaskedPayoutAccount): BankCardItem => ({
  id: account.id,
  bankName: account.name,
  accountName: account.accountName ?? '',
  accountNumber: account.accountNumber,
});

/**
 * The e-wallets' or the crypto addresses' loads: one answer (`GET /wps/member/payoutAccount`) holds the lists, the
 * limits and the templates, read once the section opens. An e-wallet's holder must be the real name (the profile's,
 * which the page has loaded); an address has no holder.
 */
function usePayoutLoads(kind: 'eWallet' | 'crypto', expanded: boolean) {
  const { token } = useSession();
  const realName = useQuery(profileQuery(token), queryClient).data?.realName ?? null;
  const options = { ...payoutAccountsQuery(token), enabled: Boolean(token) && expanded };
  const list = useQuery(
    {
      ...options,
      select: (data: PayoutAccountList): Listed =>
        kind === 'eWallet'
          ? { items: data.eWallets.map(payoutItem), max: data.eWalletMax, realName }
          : { items: data.cryptoAddresses.map(payoutItem), max: data.cryptoMax, realName: null },
    },
    queryClient,
  );
  const templates = useQuery(
    { ...options, select: (data: PayoutAccountList) => asTemplates(data.templates.filter((t) => t.kind === kind)) },
    queryClient,
  );
  return { list, templates };
}

interface SectionProps {
  /** From the overview, before the list loads. */
  count: number;
  max: number;
  /** The authenticator is bound: a deletion may be proved by its code instead of the funds password. */
  authenticatorBound: boolean;
}

interface AccountsSectionProps extends SectionProps {
  kind: 'bankCards' | 'eWallets' | 'cryptoAddresses';
  machine: typeof bankCardSiteMachine;
  failedKeys?: BankCardFailedKeys;
  useLoads: UseLoads;
}

/**
 * One section of payout accounts: the flow checks each template's rules and asks the funds password (or an
 * authenticator code) again to delete. Numbers, addresses and secrets live in this component's state only, emptied
 * after each success.
 */
function AccountsSection({
  kind,
  machine,
  failedKeys,
  count,
  max,
  authenticatorBound,
  useLoads,
}: AccountsSectionProps) {
  const { t } = useTranslation('security');
  const [expanded, setExpanded] = useState(false);
  const [values, setValues] = useState(emptyValues);
  const [proof, setProof] = useState<{ method: DeleteProofMethod; value: string }>({
    method: 'fundsPassword',
    value: '',
  });
  const [snapshot, send] = useMachine(machine, { input: { count, max, realName: null, failedKeys } });
  const adding = snapshot.matches('adding');
  const deleting = snapshot.matches('deleting');
  const { list, templates } = useLoads(expanded, adding);
  const listed = list.data;

  useEffect(() => {
    send({
      type: 'cards.change',
      holding: listed
        ? { count: listed.items.length, max: listed.max, realName: listed.realName }
        : { count, max, realName: null },
    });
  }, [listed, count, max, send]);

  useEffect(() => {
    if (templates.data) send({ type: 'banks.change', banks: templates.data });
  }, [templates.data, send]);

  const { problems, error, outcome, cardId } = snapshot.context;
  const listShown = snapshot.matches('list');
  let notice: BankCardsNotice | null = null;
  if (listShown && error !== null) notice = { kind: 'failed', message: error };
  else if (listShown && outcome) notice = outcome;
  const { add: addFailed, delete: deleteFailed } = snapshot.context.failedKeys;
  const formError = (fallback: string) => (error === fallback ? t(error) : error);
  const proofField = proof.method === 'authenticator' ? 'code' : 'fundsPassword';

  return (
    <BankCards
      kind={kind}
      expanded={expanded}
      onExpandedChange={setExpanded}
      count={count}
      max={max}
      status={list.isPending ? 'loading' : list.isError && !listed ? 'error' : 'ready'}
      errorMessage={list.error?.message}
      onRetry={() => void list.refetch()}
      cards={listed?.items}
      realName={listed?.realName}
      onAdd={() => {
        setValues(emptyValues);
        send({ type: 'add.open' });
      }}
      add={
        adding
          ? {
              banksStatus: templates.isPending ? 'loading' : templates.isError && !templates.data ? 'error' : 'ready',
              banksError: templates.error?.message,
              onRetryBanks: () => void templates.refetch(),
              banks: templates.data ?? [],
              values,
              onChange: (field: BankCardField, value: string) => {
                setValues((current) => ({ ...current, [field]: value }));
                send({ type: 'field.change', field });
              },
              problems,
              error: formError(addFailed),
              onSubmit: () => send({ type: 'add.submit', values }),
              onCancel: () => send({ type: 'user.cancel' }),
              submitting: snapshot.matches({ adding: 'submitting' }),
              locked: snapshot.matches({ adding: 'locked' }),
            }
          : null
      }
      onDelete={(id) => {
        setProof({ method: 'fundsPassword', value: '' });
        send({ type: 'delete.open', cardId: id });
      }}
      remove={
        deleting && cardId !== null
          ? {
              cardId,
              method: proof.method,
              onMethodChange: authenticatorBound
                ? (method) => {
                    setProof({ method, value: '' });
                    send({ type: 'field.change', field: proofField });
                  }
                : undefined,
              value: proof.value,
              onChange: (value) => {
                setProof((current) => ({ ...current, value }));
                send({ type: 'field.change', field: proofField });
              },
              problem: problems[proofField],
              error: formError(deleteFailed),
              onSubmit: () =>
                send(
                  proof.method === 'authenticator'
                    ? { type: 'delete.submit', method: 'authenticator', code: proof.value }
                    : { type: 'delete.submit', fundsPassword: proof.value },
                ),
              onCancel: () => send({ type: 'user.cancel' }),
              submitting: snapshot.matches({ deleting: 'submitting' }),
              locked: snapshot.matches({ deleting: 'locked' }),
            }
          : null
      }
      notice={notice}
      onDismissNotice={() => send({ type: 'user.dismiss' })}
    />
  );
}

/** The bank cards section (`GET /wps/member/bankCard`, the banks when adding). */
export function BankCardsSection(props: SectionProps) {
  return <AccountsSection kind="bankCards" machine={bankCardSiteMachine} useLoads={useBankCardLoads} {...props} />;
}

const PAYOUT_FAILED_KEYS = { add: PAYOUT_ACCOUNT_ADD_FAILED_KEY, delete: PAYOUT_ACCOUNT_DELETE_FAILED_KEY };
const useEWalletLoads: UseLoads = (expanded) => usePayoutLoads('eWallet', expanded);
const useCryptoLoads: UseLoads = (expanded) => usePayoutLoads('crypto', expanded);
const PAYOUT_LOADS = { eWallets: useEWalletLoads, cryptoAddresses: useCryptoLoads };

/** The e-wallets section, or the crypto addresses section. */
export function PayoutAccountsSection({ kind, ...props }: SectionProps & { kind: 'eWallets' | 'cryptoAddresses' }) {
  return (
    <AccountsSection
      kind={kind}
      machine={payoutSiteMachine}
      failedKeys={PAYOUT_FAILED_KEYS}
      useLoads={PAYOUT_LOADS[kind]}
      {...props}
    />
  );
}
