import { useMutation, useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import i18next from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { merchant } from '@merchant/config';
import { newIdempotencyKey, type RegisterFieldSetting } from '@wl/api';
import {
  affiliateLinkMachine,
  registerDownlineMachine,
  zeroRates,
  type AffiliateLinkProblems,
  type DownlineProblems,
  type DownlineRules,
  type OwnRates,
} from '@wl/flows';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import { GAME_CATEGORIES, rateNumberToHundredths, type FieldRule, type GameCategory } from '@wl/rules';
import {
  RegisterCentre,
  type DownlineFormField,
  type DownlineFormValues,
  type LinkFormField,
  type LinkFormValues,
  type LinkNotice,
} from '@wl/ui';
import { api } from '../../../api';
import { failureMessage } from '../../../errors';
import { toLoadable } from '../../../loadable';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { problemText } from '../../problemText';
import { useRegisterSettings } from '../../registerSettings';
import { useNewOutcome } from '../../memberCentre/useNewOutcome';
import { INVITE_COPIED_MS } from '../../memberCentre/invite/inviteConstants';
import { affiliateAddressOf, translatedFailure } from './teamLinks';
import { affiliateLinksKey, affiliateLinksQuery, agentTeamQueriesKey, rebateRatesQuery } from './teamQueries';

const timeZone = merchantTimeZone(merchant);

/** Until the settings answer: any username and password pass the form; the server checks them anyway. */
const OPEN_RULE: FieldRule = {
  required: true,
  minLength: 1,
  maxLength: 128,
  acceptedPattern: '*',
  patternId: 'pattern_1' as FieldRule['patternId'],
};
const ruleOf = (setting: RegisterFieldSetting | undefined): FieldRule =>
  setting ? { ...setting, required: true } : OPEN_RULE;

const emptyDownline = (): DownlineFormValues => ({
  username: '',
  password: '',
  confirmPassword: '',
  accountType: 'member',
  rates: zeroRates(),
});
const emptyLink = (): LinkFormValues => ({ accountType: 'member', remark: '', rates: zeroRates() });

const invalidateTeam = () => queryClient.invalidateQueries({ queryKey: agentTeamQueriesKey });

const siteRegisterMachine = registerDownlineMachine.provide({
  actors: {
    register: fromPromise(async ({ input }) => {
      try {
        const downline = await api.agent.registerDownline(input);
        return { account: downline.account };
      } catch (error) {
        throw translatedFailure(error, 'register');
      } finally {
        // the downline tree and the overview's team size
        await Promise.all([invalidateTeam(), queryClient.invalidateQueries({ queryKey: ['agent'] })]);
      }
    }),
  },
});

const siteLinkMachine = affiliateLinkMachine.provide({
  actors: {
    create: fromPromise(async ({ input }) => {
      try {
        return await api.agent.createAffiliateLink(input);
      } catch (error) {
        throw translatedFailure(error, 'links');
      } finally {
        await queryClient.invalidateQueries({ queryKey: affiliateLinksKey });
      }
    }),
  },
});

const rateText = (problem: string, max: number | undefined) =>
  i18next.t(`agentTeam:rates.problem.${problem}`, { max: `${(max ?? 0) / 100}%` });

/** registerCenter (spec §2): register a downline, and the affiliate links. */
export default function RegisterCentrePage() {
  const { token } = useSession();
  const { t } = useTranslation('agentTeam');
  const rates = useQuery(rebateRatesQuery(token), queryClient);
  const settings = useRegisterSettings();
  const links = useQuery(affiliateLinksQuery(token), queryClient);

  const ownRates: OwnRates = useMemo(() => {
    const own: OwnRates = {};
    for (const { category, rate } of rates.data?.rates ?? []) own[category] = rateNumberToHundredths(rate) ?? 0;
    return own;
  }, [rates.data]);
  const rules: DownlineRules = useMemo(() => {
    const fields = settings.status === 'ready' ? settings.data.fields : undefined;
    return { username: ruleOf(fields?.username), password: ruleOf(fields?.password) };
  }, [settings]);

  // Register a downline
  const [downlineValues, setDownlineValues] = useState(emptyDownline);
  const [downline, sendDownline, downlineActor] = useMachine(siteRegisterMachine, { input: { rules, ownRates } });
  useEffect(
    () => sendDownline({ type: 'settings.change', settings: { rules, ownRates } }),
    [rules, ownRates, sendDownline],
  );
  useNewOutcome(downlineActor, (outcome) => outcome && setDownlineValues(emptyDownline()));

  // Affiliate links
  const [linkValues, setLinkValues] = useState(emptyLink);
  const [link, sendLink, linkActor] = useMachine(siteLinkMachine, { input: { ownRates, newKey: newIdempotencyKey } });
  useEffect(() => sendLink({ type: 'settings.change', ownRates }), [ownRates, sendLink]);
  useNewOutcome(linkActor, (outcome) => outcome && setLinkValues(emptyLink()));
  const [deleteNotice, setDeleteNotice] = useState<LinkNotice | null>(null);
  const remove = useMutation(
    {
      mutationFn: (code: string) => api.agent.deleteAffiliateLink(code),
      onMutate: () => setDeleteNotice(null),
      onSuccess: (_, code) => setDeleteNotice({ kind: 'deleted', code }),
      onError: (error) =>
        setDeleteNotice({
          kind: 'failed',
          message: failureMessage(translatedFailure(error, 'links')) ?? t('links.failed'),
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateLinksKey }),
    },
    queryClient,
  );
  const [copied, setCopied] = useState<{ code: string; state: 'copied' | 'failed' } | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), INVITE_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (code: string) => {
    const written =
      navigator.clipboard?.writeText(affiliateAddressOf(code)) ?? Promise.reject(new Error('no clipboard'));
    written.then(
      () => setCopied({ code, state: 'copied' }),
      () => setCopied({ code, state: 'failed' }),
    );
  };

  const downlineErrors = (problems: DownlineProblems) => {
    const texts: Partial<Record<DownlineFormField, string>> = {};
    for (const [field, problem] of Object.entries(problems) as [string, DownlineProblems[keyof DownlineProblems]][]) {
      if (!problem) continue;
      if (typeof problem === 'string')
        texts[field as GameCategory] = rateText(problem, ownRates[field as GameCategory]);
      else if (problem.kind === 'weak') texts[field as 'password'] = t('register.weakPassword');
      else
        texts[field as DownlineFormField] = problemText(
          problem,
          t(`register.${field}`),
          'register:validation.confirmIncorrect',
        );
    }
    return texts;
  };
  const linkErrors = (problems: AffiliateLinkProblems) => {
    const texts: Partial<Record<LinkFormField, string>> = {};
    for (const category of GAME_CATEGORIES) {
      const problem = problems[category];
      if (problem) texts[category] = rateText(problem, ownRates[category]);
    }
    if (problems.remark) texts.remark = t('links.tooLong', { max: problems.remark.maxLength });
    return texts;
  };

  const onRates = <V extends { rates: Record<GameCategory, string> }>(values: V, field: string, value: string): V =>
    (GAME_CATEGORIES as readonly string[]).includes(field)
      ? { ...values, rates: { ...values.rates, [field]: value } }
      : { ...values, [field]: value };

  const loads = [toLoadable(rates), settings];
  const failed = loads.find((load) => load.status === 'error');
  const linkNotice: LinkNotice | null =
    deleteNotice ??
    (link.context.error !== null
      ? { kind: 'failed', message: i18next.t(link.context.error) }
      : link.context.outcome
        ? { kind: 'created', code: link.context.outcome.code }
        : null);
  return (
    <RegisterCentre
      status={failed ? 'error' : loads.some((load) => load.status === 'loading') ? 'loading' : 'ready'}
      errorMessage={failed?.status === 'error' ? failed.message : null}
      onRetry={failed?.status === 'error' ? failed.onRetry : undefined}
      ownRates={rates.data?.rates}
      downline={{
        values: downlineValues,
        onChange: (field, value) => {
          setDownlineValues((current) => onRates(current, field, value));
          if (field !== 'accountType') sendDownline({ type: 'field.change', field });
        },
        errors: downlineErrors(downline.context.problems),
        onSubmit: () => sendDownline({ type: 'user.submit', values: downlineValues }),
        submitting: downline.matches('registering'),
        notice:
          downline.context.error !== null
            ? { kind: 'failed', message: i18next.t(downline.context.error) }
            : downline.context.outcome
              ? { kind: 'registered', account: downline.context.outcome.account }
              : null,
        onDismissNotice: () => sendDownline({ type: 'user.dismiss' }),
      }}
      linkForm={{
        values: linkValues,
        onChange: (field, value) => {
          setLinkValues((current) => onRates(current, field, value));
          if (field !== 'accountType') sendLink({ type: 'field.change', field });
        },
        errors: linkErrors(link.context.problems),
        onSubmit: () => {
          setDeleteNotice(null);
          sendLink({ type: 'user.submit', values: linkValues });
        },
        submitting: link.matches('creating'),
        notice: linkNotice,
        onDismissNotice: () => {
          setDeleteNotice(null);
          sendLink({ type: 'user.dismiss' });
        },
      }}
      links={toLoadable(links)}
      addressOf={(code) => affiliateAddressOf(code)}
      onCopyLink={copy}
      copied={copied}
      onDeleteLink={(code) => remove.mutate(code)}
      deleting={remove.isPending ? remove.variables : null}
      timeZone={timeZone}
    />
  );
}
