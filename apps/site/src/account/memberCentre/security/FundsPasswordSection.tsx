import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  FUNDS_PASSWORD_FAILED_KEY,
  availableFundsPasswordModes,
  fundsPasswordMachine,
  type FundsPasswordChangeRequest,
  type FundsPasswordField,
  type FundsPasswordResetRequest,
  type FundsPasswordSetRequest,
  type FundsPasswordValues,
  type SecurityQuestionRequest,
} from '@wl/flows';
import { FundsPasswordForm, type FundsPasswordFormNotice } from '@wl/ui';
import { api } from '../../../api';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { securityQueriesKeys, securityQuestionsQuery } from '../../queries';
import { useNewOutcome } from '../useNewOutcome';

/** After a write: the overview (funds password, question set) and the questions' chosen one. */
async function refreshSecurity() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: securityQueriesKeys.config }),
    queryClient.invalidateQueries({ queryKey: securityQueriesKeys.questions }),
  ]);
}

function writing<I>(call: (input: I) => Promise<unknown>) {
  return fromPromise<unknown, I>(async ({ input }) => {
    await call(input);
    await refreshSecurity();
    return null;
  });
}

const siteFundsPasswordMachine = fundsPasswordMachine.provide({
  actors: {
    setPassword: writing<FundsPasswordSetRequest>(api.security.setFundsPassword),
    changePassword: writing<FundsPasswordChangeRequest>(api.security.changeFundsPassword),
    resetPassword: writing<FundsPasswordResetRequest>(api.security.resetFundsPassword),
    setQuestion: writing<SecurityQuestionRequest>(api.security.setSecurityQuestion),
  },
});

const emptyValues: FundsPasswordValues = {
  oldPassword: '',
  password: '',
  confirmPassword: '',
  answer: '',
  questionId: '',
  fundsPassword: '',
};

/**
 * The funds password section: set, change, reset with the security question, choose the question; the API sends
 * each write encrypted. What was typed lives in this component's state only and is emptied after each success.
 */
export function FundsPasswordSection({ hasPassword, questionSet }: { hasPassword: boolean; questionSet: boolean }) {
  const { token } = useSession();
  const { t } = useTranslation('security');
  const [expanded, setExpanded] = useState(false);
  const [values, setValues] = useState(emptyValues);
  const [snapshot, send, actor] = useMachine(siteFundsPasswordMachine, { input: { hasPassword, questionSet } });
  const { mode, problems, error, outcome } = snapshot.context;
  const needsQuestions = expanded && (mode === 'reset' || mode === 'question');
  const questions = useQuery(
    { ...securityQuestionsQuery(token), enabled: Boolean(token) && needsQuestions },
    queryClient,
  );

  useEffect(() => {
    send({ type: 'status.change', hasPassword, questionSet });
  }, [hasPassword, questionSet, send]);

  // Every success empties the form; a failure keeps what was typed.
  useNewOutcome(actor, (outcome) => outcome && setValues(emptyValues));

  const onChange = (field: FundsPasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    send({ type: 'field.change', field });
  };
  let notice: FundsPasswordFormNotice | null = null;
  if (error !== null) notice = { kind: 'failed', message: error === FUNDS_PASSWORD_FAILED_KEY ? t(error) : error };
  else if (outcome) notice = { kind: 'done', what: outcome };

  return (
    <FundsPasswordForm
      expanded={expanded}
      onExpandedChange={setExpanded}
      hasPassword={snapshot.context.hasPassword}
      questionSet={snapshot.context.questionSet}
      mode={mode}
      modes={availableFundsPasswordModes(snapshot.context)}
      onModeChange={(next) => send({ type: 'mode.choose', mode: next })}
      questionsStatus={questions.isPending ? 'loading' : questions.isError && !questions.data ? 'error' : 'ready'}
      questionsError={questions.error?.message}
      onRetryQuestions={() => void questions.refetch()}
      questions={questions.data?.questions}
      chosenQuestionId={questions.data?.chosenQuestionId}
      values={values}
      onChange={onChange}
      problems={problems}
      onSubmit={() => send({ type: 'user.submit', values })}
      submitting={snapshot.matches('submitting')}
      locked={snapshot.matches('locked')}
      notice={notice}
      onDismissNotice={() => send({ type: 'user.dismiss' })}
    />
  );
}
