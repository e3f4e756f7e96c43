import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { AgentContract, ContractProcessResult } from '@wl/api';
import { contractReplyMachine, type ContractReplyRequest } from '@wl/flows';
import type { ContractReplyProps } from '@wl/ui';
import { afterContractChange } from './contractQueries';
import { failureText, processContract } from './contracts';

const siteReplyMachine = contractReplyMachine.provide({
  actors: {
    answer: fromPromise<ContractProcessResult, ContractReplyRequest>(async ({ input }) => {
      try {
        return await processContract(input);
      } finally {
        await afterContractChange();
      }
    }),
  },
});

const BUSY = ['accepting', 'warning', 'proceeding', 'rejecting', 'terminating'] as const;

/**
 * The downline's answers (the reply flow with the kind's process call) as the contract page and the offers popup
 * show them. `contracts` are the ones on screen: the termination's confirmation names the one it is about.
 */
export function useContractReply(contracts: readonly AgentContract[]): ContractReplyProps {
  const { t, i18n } = useTranslation('agentContracts');
  const [snapshot, send] = useMachine(siteReplyMachine);
  const { subject, conflicts, error, outcome } = snapshot.context;
  const busy = BUSY.some((state) => snapshot.matches(state));
  const warned = snapshot.matches('warning') || snapshot.matches('proceeding');
  const terminating = snapshot.matches('confirmingTermination') || snapshot.matches('terminating');
  return {
    busyId: busy ? (subject?.id ?? null) : null,
    conflicts: warned ? conflicts : null,
    proceeding: snapshot.matches('proceeding'),
    confirmingTermination: terminating ? (contracts.find((contract) => contract.id === subject?.id) ?? null) : null,
    failure: error
      ? {
          contractId: subject?.id ?? null,
          message: failureText(
            error,
            (key) => t(key),
            (key) => i18n.exists(key),
          ),
        }
      : null,
    answered: outcome ? { action: outcome.action, ended: outcome.result.endedContracts.length } : null,
    onAccept: (contract) => send({ type: 'user.accept', contract }),
    onReject: (contract) => send({ type: 'user.reject', contract }),
    onTerminate: (contract) => send({ type: 'user.terminate', contract }),
    onProceed: () => send({ type: 'user.proceed' }),
    onConfirm: () => send({ type: 'user.confirm' }),
    onCancel: () => send({ type: 'user.cancel' }),
    onDismiss: () => send({ type: 'user.dismiss' }),
  };
}
