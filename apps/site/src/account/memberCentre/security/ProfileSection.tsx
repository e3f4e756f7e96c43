import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { MemberProfile } from '@wl/api';
import {
  PROFILE_SAVE_FAILED_KEY,
  profileMachine,
  type ProfileField,
  type ProfileRecord,
  type ProfileUpdateRequest,
  type ProfileValues,
} from '@wl/flows';
import { ProfileForm, type ProfileFormNotice } from '@wl/ui';
import { api } from '../../../api';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { profileQuery, securityQueriesKeys } from '../../queries';

const siteProfileMachine = profileMachine.provide({
  actors: {
    saveProfile: fromPromise<ProfileRecord, ProfileUpdateRequest>(async ({ input }) => {
      const saved = await api.security.updateProfile(input);
      queryClient.setQueriesData({ queryKey: securityQueriesKeys.profile }, saved);
      await queryClient.invalidateQueries({ queryKey: securityQueriesKeys.config });
      return saved;
    }),
  },
});

/** The form's values from the profile answer ('' for what is not filled). */
function valuesOf(profile: MemberProfile): ProfileValues {
  return {
    nickname: profile.nickname,
    realName: profile.realName ?? '',
    birthday: profile.birthday ?? '',
    address: profile.address ?? '',
    nationality: profile.nationality ?? '',
    occupation: profile.occupation ?? '',
    incomeSource: profile.incomeSource ?? '',
    telegram: profile.telegram ?? '',
  };
}

const noValues = valuesOf({
  account: '',
  nickname: '',
  realName: null,
  realNameEditable: true,
  birthday: null,
  address: null,
  nationality: null,
  occupation: null,
  incomeSource: null,
  telegram: null,
});

/** The profile section: the page's profile answer in the form, the profile flow with the API's update. */
export function ProfileSection({ complete }: { complete: boolean }) {
  const { token } = useSession();
  const { t } = useTranslation('security');
  const profile = useQuery(profileQuery(token), queryClient);
  const [expanded, setExpanded] = useState(false);
  // What the form shows: the server's profile (after the load and each save), then what the member types.
  const [form, setForm] = useState<{ from: MemberProfile | null; values: ProfileValues }>({
    from: null,
    values: noValues,
  });
  const [snapshot, send] = useMachine(siteProfileMachine, { input: {} });
  const data = profile.data;

  if (data && form.from !== data) setForm({ from: data, values: valuesOf(data) });
  const { values } = form;

  // The flow checks against the server's profile: a filled field is not emptied, a set real name is not sent.
  useEffect(() => {
    if (data) send({ type: 'profile.loaded', profile: data });
  }, [data, send]);

  const onChange = (field: ProfileField, value: string) => {
    setForm((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    send({ type: 'field.change', field });
  };
  const { problems, error } = snapshot.context;
  let notice: ProfileFormNotice | null = null;
  if (error !== null) notice = { kind: 'failed', message: error === PROFILE_SAVE_FAILED_KEY ? t(error) : error };
  else if (snapshot.matches('saved')) notice = { kind: 'saved' };

  return (
    <ProfileForm
      expanded={expanded}
      onExpandedChange={setExpanded}
      complete={complete}
      status={profile.isPending ? 'loading' : profile.isError && !data ? 'error' : 'ready'}
      errorMessage={profile.error?.message}
      onRetry={() => void profile.refetch()}
      realNameEditable={data?.realNameEditable ?? true}
      values={values}
      onChange={onChange}
      problems={problems}
      onSubmit={() => send({ type: 'user.submit', values })}
      submitting={snapshot.matches('saving')}
      notice={notice}
      onDismissNotice={() => send({ type: 'user.dismiss' })}
    />
  );
}
