import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  BANK_CARD_ADD_FAILED_KEY,
  BANK_CARD_DELETE_FAILED_KEY,
  bankCardMachine,
  type AddBankCardRequest,
  type BankCardField,
  type BankCardValues,
  type BankTemplate,
  type DeleteBankCardRequest,
} from '@wl/flows';
import { BankCards, type BankCardsNotice } from '@wl/ui';
import { api } from '../../../api';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { bankCardsQuery, banksQuery, securityQueriesKeys } from '../../queries';

/** After a card is added or deleted: the list, the overview (count, completion), the profile (the first card's name). */
async function refreshCards() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: securityQueriesKeys.bankCards }),
    queryClient.invalidateQueries({ queryKey: securityQueriesKeys.config }),
    queryClient.invalidateQueries({ queryKey: securityQueriesKeys.profile }),
  ]);
}

const siteBankCardMachine = bankCardMachine.provide({
  actors: {
    addCard: fromPromise<{ accountNumber: string; bankName: string }, AddBankCardRequest>(async ({ input }) => {
      try {
        return await api.security.addBankCard(input);
      } finally {
        // also after a refusal: another tab may have added the card that reached the limit
        await refreshCards();
      }
    }),
    deleteCard: fromPromise<unknown, DeleteBankCardRequest>(async ({ input }) => {
      await api.security.deleteBankCard(input);
      await refreshCards();
      return null;
    }),
  },
});

const emptyValues: BankCardValues = { bankCode: '', accountName: '', accountNumber: '', branch: '', fundsPassword: '' };

/**
 * The bank cards section: the list loads when the section opens and the banks when the add form opens; the flow
 * checks each bank's template and asks the funds password again to delete. Card numbers and the funds password
 * live in this component's state only, emptied after each success.
 */
export function BankCardsSection({ count, max }: { count: number; max: number }) {
  const { token } = useSession();
  const { t } = useTranslation('security');
  const [expanded, setExpanded] = useState(false);
  const [values, setValues] = useState(emptyValues);
  const [deletePassword, setDeletePassword] = useState('');
  const [snapshot, send] = useMachine(siteBankCardMachine, { input: { count, max, realName: null } });
  const adding = snapshot.matches('adding');
  const deleting = snapshot.matches('deleting');
  const cards = useQuery({ ...bankCardsQuery(token), enabled: Boolean(token) && expanded }, queryClient);
  const banks = useQuery({ ...banksQuery(token), enabled: Boolean(token) && adding }, queryClient);
  const list = cards.data;

  useEffect(() => {
    send({
      type: 'cards.change',
      holding: list
        ? { count: list.cards.length, max: list.max, realName: list.realName }
        : { count, max, realName: null },
    });
  }, [list, count, max, send]);

  useEffect(() => {
    if (banks.data) send({ type: 'banks.change', banks: banks.data as readonly BankTemplate[] });
  }, [banks.data, send]);

  const { problems, error, outcome, cardId } = snapshot.context;
  const listShown = snapshot.matches('list');
  let notice: BankCardsNotice | null = null;
  if (listShown && error !== null) notice = { kind: 'failed', message: error };
  else if (listShown && outcome) notice = outcome;
  const formError = (fallback: string) => (error === fallback ? t(error) : error);

  const onAddChange = (field: BankCardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    send({ type: 'field.change', field });
  };
  const openAdd = () => {
    setValues(emptyValues);
    send({ type: 'add.open' });
  };
  const openDelete = (id: number) => {
    setDeletePassword('');
    send({ type: 'delete.open', cardId: id });
  };

  return (
    <BankCards
      expanded={expanded}
      onExpandedChange={setExpanded}
      count={count}
      max={max}
      status={cards.isPending ? 'loading' : cards.isError && !list ? 'error' : 'ready'}
      errorMessage={cards.error?.message}
      onRetry={() => void cards.refetch()}
      cards={list?.cards}
      realName={list?.realName}
      onAdd={openAdd}
      add={
        adding
          ? {
              banksStatus: banks.isPending ? 'loading' : banks.isError && !banks.data ? 'error' : 'ready',
              banksError: banks.error?.message,
              onRetryBanks: () => void banks.refetch(),
              banks: banks.data ?? [],
              values,
              onChange: onAddChange,
              problems,
              error: formError(BANK_CARD_ADD_FAILED_KEY),
              onSubmit: () => send({ type: 'add.submit', values }),
              onCancel: () => send({ type: 'user.cancel' }),
              submitting: snapshot.matches({ adding: 'submitting' }),
              locked: snapshot.matches({ adding: 'locked' }),
            }
          : null
      }
      onDelete={openDelete}
      remove={
        deleting && cardId !== null
          ? {
              cardId,
              fundsPassword: deletePassword,
              onChange: (value) => {
                setDeletePassword(value);
                send({ type: 'field.change', field: 'fundsPassword' });
              },
              problem: problems.fundsPassword,
              error: formError(BANK_CARD_DELETE_FAILED_KEY),
              onSubmit: () => send({ type: 'delete.submit', fundsPassword: deletePassword }),
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
