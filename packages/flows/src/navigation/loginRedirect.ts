/** Spec §2: the pages a visitor may open when `loginedToHomePage` sends everyone else to /login. */
export const OPEN_WITHOUT_LOGIN: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];

export const LOGIN_PATH = '/login';

/**
 * Spec §2: with the site setting `loginedToHomePage` on, a visitor without a session token on any other page goes to
 * /login. Answers where to go instead, or null to stay.
 */
export function loginRedirect(pathname: string, hasToken: boolean, loginedToHomePage: boolean): string | null {
  if (!loginedToHomePage || hasToken || OPEN_WITHOUT_LOGIN.includes(pathname)) return null;
  return LOGIN_PATH;
}
