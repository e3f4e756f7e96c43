import type { RegisterSettings } from '@wl/api';
import { api } from '../api';
import { loadOnce, useLoaded, type Loaded } from '../loaded';

const KEY = 'registerSettings';
const load = () => api.member.getRegisterSettings();

/** One request per page load: the settings change only when the operator changes them. */
export function loadRegisterSettings(): Promise<RegisterSettings> {
  return loadOnce(KEY, load);
}

export type RegisterSettingsState = Loaded<RegisterSettings>;

/** The registration settings (field rules, switches, countries) for the account popups and the register page. */
export function useRegisterSettings(): RegisterSettingsState {
  return useLoaded(KEY, load);
}
