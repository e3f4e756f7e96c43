import type { LoginSession, MemberInfo } from '@wl/api/types';

/**
 * The states the account flows share (login, registration, forgot password). They name the machine's own guards,
 * actors and actions, so its `setup` still says what each does and TypeScript checks that it has them.
 */

/**
 * The form's captcha region: a transient check, then the captcha child (`captcha`) when the machine's `guard` asks
 * for one. A captcha is single-use, so every return to the form after a failure starts a fresh one; the form's
 * `captcha.refresh` goes to it (the machine's `forwardToCaptcha`).
 */
export function captchaRegion<const Guard extends string>(guard: Guard) {
  return {
    initial: 'checkingCaptcha',
    states: {
      checkingCaptcha: { always: [{ guard, target: 'withCaptcha' }, { target: 'ready' }] },
      ready: {},
      withCaptcha: {
        invoke: { id: 'captcha', src: 'captcha' },
        on: { 'captcha.refresh': { actions: 'forwardToCaptcha' } },
      },
    },
  } as const;
}

function storedSession(context: { session: LoginSession | null }): LoginSession {
  if (!context.session) throw new Error('loadingMember: no session to load the member of');
  return context.session;
}

/**
 * The member's info loaded once the session is stored (the machine's `loadMember` actor and `assignMember` action),
 * then `next` either way: the session exists, so a failed member call must not look like a failed login or sign-up
 * (the site can load the member again later).
 */
export function loadingMemberState<const Next extends string>(next: Next) {
  return {
    invoke: {
      src: 'loadMember',
      input: ({ context }: { context: { session: LoginSession | null } }) => ({ session: storedSession(context) }),
      onDone: {
        target: next,
        actions: {
          type: 'assignMember',
          params: ({ event }: { event: { output: MemberInfo } }) => ({ member: event.output }),
        },
      },
      onError: { target: next },
    },
  } as const;
}
