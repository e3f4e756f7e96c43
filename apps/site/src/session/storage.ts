/**
 * Browser storage, with the spec's keys exactly (spec §3): the session lives in session storage so it
 * ends with the tab; the language choice in local storage.
 */
export const SESSION_KEYS = {
  token: 'token',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  customerId: 'customerId',
  isAgent: 'isAgent',
  memberLabel: 'memberLabel',
  username: 'username',
  gameVendor: 'gameVendor',
  indexNotice: 'index_notice',
  consolidated: 'consolidated',
  routers: 'routers',
  iframeUrl: 'iframeUrl',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
} as const;

/** Local storage keys the site writes (the language keys `hisLang` and `lang` belong to @wl/ui/i18n). */
export const LOCAL_KEYS = { merchantCode: 'merchantCode' } as const;

export function readToken(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.token);
}
