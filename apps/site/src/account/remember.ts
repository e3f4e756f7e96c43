/**
 * Remember-me (a deliberate deviation from the spec, see the README): the username, the last mobile number and its
 * dialling code are kept in cookies for 24 hours so the login form can be pre-filled; never the password, which is
 * the browser's password manager's job.
 */
export const REMEMBER_ME_MAX_AGE_S = 24 * 60 * 60;

export const REMEMBER_COOKIES = {
  username: 'rememberUsername',
  mobileNum: 'rememberMobile',
  countryDialingCode: 'rememberDialingCode',
} as const;

export interface Remembered {
  username: string;
  mobileNum: string;
  countryDialingCode: string;
}

function readCookie(name: string): string {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : '';
}

function writeCookie(name: string, value: string, maxAge: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

export function readRemembered(): Remembered | null {
  const remembered = {
    username: readCookie(REMEMBER_COOKIES.username),
    mobileNum: readCookie(REMEMBER_COOKIES.mobileNum),
    countryDialingCode: readCookie(REMEMBER_COOKIES.countryDialingCode),
  };
  return Object.values(remembered).some(Boolean) ? remembered : null;
}

/** Keeps what is not empty for 24 hours; `remember: false` forgets everything. */
export function remember({ remember: keep, ...values }: Remembered & { remember: boolean }) {
  for (const [key, name] of Object.entries(REMEMBER_COOKIES)) {
    const value = values[key as keyof Remembered];
    // A login by username keeps the remembered number, and the other way round.
    if (keep && value) writeCookie(name, value, REMEMBER_ME_MAX_AGE_S);
    if (!keep) writeCookie(name, '', 0);
  }
}
