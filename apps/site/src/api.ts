import { createApi } from '@wl/api';
import { merchant } from '@merchant/config';
import { readToken } from './session/storage';
import { currentLanguageTag } from './languageTag';

/** The one API client of the site. The base URL is '' (same origin, behind a proxy) unless built with one. */
export const api = createApi({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  merchantCode: merchant.code,
  getToken: readToken,
  getLanguage: currentLanguageTag,
});
