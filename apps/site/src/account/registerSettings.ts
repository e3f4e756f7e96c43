import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisterSettings } from '@wl/api';
import type { Loadable } from '@wl/ui';
import { api } from '../api';
import { toLoadable } from '../loadable';
import { queryClient } from '../query';

/** The registration settings (field rules, switches, countries): they change only when the operator changes them. */
export const registerSettingsQuery = () =>
  queryOptions({
    queryKey: ['system', 'registerSettings'],
    queryFn: () => api.member.getRegisterSettings(),
    staleTime: Infinity,
  });

/** The registration settings for the account popups and the register page. */
export function useRegisterSettings(): Loadable<RegisterSettings> {
  return toLoadable(useQuery(registerSettingsQuery(), queryClient));
}
