// Login throttling (README, "Login throttling"): failed logins are counted per account name and per caller address.
//
// - An account name with CAPTCHA_AFTER_FAILED_LOGINS failures (from anywhere, until its next success) needs the
//   captcha. That is all the account's count does: it never delays or refuses, so a stranger cannot lock the owner
//   out; with the password and the captcha the owner gets in from any address that is not itself throttled.
// - An address (an IPv6 caller by its /64) counts its failures of the last LOGIN_FAILURE_WINDOW_MS over every name:
//   from CAPTCHA_AFTER_FAILED_LOGINS_PER_ADDRESS on, each of its password logins needs the captcha (a spray over
//   many names meets it quickly); from LOGIN_DELAY_AFTER_FAILURES on, it must wait LOGIN_DELAY_BASE_MS, doubling with
//   each further failure (at most LOGIN_DELAY_MAX_MS), before its next login is looked at; at
//   LOGIN_LOCK_AFTER_FAILURES_PER_ADDRESS it is locked for TOO_MANY_REQUESTS_LOCK_MS: every login from it, password
//   or SMS, answers "Too many requests, please try again after 5 minutes". After the lock the count starts over,
//   but the captcha stays asked of the address until the window has passed.
// - A success clears the account's count and the address's failures on that same account (or mobile number): the
//   owner who mistyped is clean again, while an attacker cannot log into an account of his own between guesses to
//   wipe the address's count of failures on other names.
//
// A try is counted as a failure before its password is checked (and uncounted when it proves right), inside one
// transaction with the checks, so that a burst of parallel tries from one address meets the limits as a sequence
// of tries would.
import { isIPv6 } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import type { Message } from '../envelope.ts';
import {
  CAPTCHA_AFTER_FAILED_LOGINS,
  CAPTCHA_AFTER_FAILED_LOGINS_PER_ADDRESS,
  LOGIN_DELAY_AFTER_FAILURES,
  LOGIN_DELAY_BASE_MS,
  LOGIN_DELAY_MAX_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_IPV6_PREFIX_BITS,
  LOGIN_LOCK_AFTER_FAILURES_PER_ADDRESS,
  TOO_MANY_REQUESTS_LOCK_MS,
} from '../sandboxConstants.ts';
import {
  addressFailures,
  addressLockedUntil,
  clearAddressFailures,
  clearFailures,
  failureCount,
  lockAddress,
  recordAddressFailure,
  recordFailure,
} from '../store/loginFailures.ts';
import { throttled } from './accountsMessages.ts';

type Db = Pick<PGlite, 'query'>;

const IPV6_GROUP_BITS = 16;

/** The 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two groups). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::') as [string, string | undefined];
  const parts = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((part) => {
          if (!part.includes('.')) return [part];
          const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  const zeros = Array.from({ length: Math.max(0, 8 - front.length - back.length) }, () => '0');
  return [...front, ...zeros, ...back].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * What an address is counted by: an IPv4 address itself, an IPv6 address by its network (LOGIN_IPV6_PREFIX_BITS),
 * since one subscriber is given a whole /64 and could otherwise take a fresh address for every guess.
 */
export function throttleAddress(ip: string): string {
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return ip;
  const groups = ipv6Groups(bare).slice(0, LOGIN_IPV6_PREFIX_BITS / IPV6_GROUP_BITS);
  return `${groups.join(':')}::/${LOGIN_IPV6_PREFIX_BITS}`;
}

/** The wait after `failures` failures of an address, counted from its last failure (0 below the delay). */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_DELAY_AFTER_FAILURES) return 0;
  return Math.min(LOGIN_DELAY_MAX_MS, LOGIN_DELAY_BASE_MS * 2 ** (failures - LOGIN_DELAY_AFTER_FAILURES));
}

/**
 * How the address stands now: `refused` when it is locked or must still wait after its last failure, and whether
 * its password logins need the captcha.
 */
export interface AddressGate {
  refused: Message | null;
  captcha: boolean;
}

/** The per-address checks of every login type. Run it in the transaction that then counts the try. */
export async function gateAddress(db: Db, address: string, now: number): Promise<AddressGate> {
  const lockedUntil = await addressLockedUntil(db, address);
  if (lockedUntil !== null && lockedUntil > now) {
    const lock = throttled({ allowed: false, reason: 'locked', retryAfterMs: lockedUntil - now });
    return { refused: lock.what, captcha: true };
  }
  const { count, lastAt } = await addressFailures(db, address, now - LOGIN_FAILURE_WINDOW_MS);
  const recentlyLocked = lockedUntil !== null && lockedUntil > now - LOGIN_FAILURE_WINDOW_MS;
  const captcha = recentlyLocked || count >= CAPTCHA_AFTER_FAILED_LOGINS_PER_ADDRESS;
  const waitMs = lastAt === null ? 0 : lastAt + loginDelayMs(count) - now;
  if (waitMs > 0)
    return { refused: throttled({ allowed: false, reason: 'tooSoon', retryAfterMs: waitMs }).what, captcha };
  return { refused: null, captcha };
}

/** Whether the account name needs the captcha (its failures from anywhere since its last success). */
export async function accountNeedsCaptcha(db: Db, account: string): Promise<boolean> {
  return (await failureCount(db, account)) >= CAPTCHA_AFTER_FAILED_LOGINS;
}

/**
 * Counts a try as a failure of the address (for `what`: an account name or `sms:<number>`) and, for a password
 * login, of the account name, before it is checked; `settleFailure` or `settleSuccess` then decides it.
 */
export async function countTry(
  db: Db,
  address: string,
  what: { account: string } | { sms: string },
  now: number,
): Promise<void> {
  if ('account' in what) await recordFailure(db, what.account, now);
  await recordAddressFailure(db, address, 'account' in what ? what.account : `sms:${what.sms}`, now);
}

/**
 * The counted try proved wrong: locks the address when it reached the limit. Returns whether it is now locked and
 * whether its next password login needs the captcha.
 */
export async function settleFailure(
  db: Db,
  address: string,
  account: string | null,
  now: number,
): Promise<{ locked: boolean; captcha: boolean }> {
  const { count } = await addressFailures(db, address, now - LOGIN_FAILURE_WINDOW_MS);
  if (count >= LOGIN_LOCK_AFTER_FAILURES_PER_ADDRESS) {
    await lockAddress(db, address, now + TOO_MANY_REQUESTS_LOCK_MS);
    return { locked: true, captcha: true };
  }
  const captcha =
    count >= CAPTCHA_AFTER_FAILED_LOGINS_PER_ADDRESS || (account !== null && (await accountNeedsCaptcha(db, account)));
  return { locked: false, captcha };
}

/**
 * The counted try proved right (the password, or the SMS code of the member's number): forgets the account's
 * failures and the address's failures on this member, by name and by number; other names' failures there stay.
 */
export async function settleSuccess(db: Db, address: string, member: { account: string; sms?: string }): Promise<void> {
  await clearFailures(db, member.account);
  await clearAddressFailures(db, address, [member.account, ...(member.sms ? [`sms:${member.sms}`] : [])]);
}
