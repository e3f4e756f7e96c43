// The account flows with the site's side effects: API calls (failures carry the player's message), session storage
// and the remember-me cookies. Machines decide; this file only connects them.
import { fromPromise } from 'xstate';
import {
  captchaMachine,
  forgotPasswordMachine,
  loginMachine,
  loginVerificationMachine,
  passwordChangeMachine,
  registrationMachine,
  smsCountdownMachine,
} from '@wl/flows';
import type { LoginSession, MemberInfo } from '@wl/api';
import { phoneProvider, type PhoneProvider } from './phoneProvider';
import { api } from '../api';
import { session as siteSession } from '../session/session';
import { remember } from './remember';

const captcha = captchaMachine.provide({
  actors: { loadCaptcha: fromPromise(api.session.getCaptcha) },
});

/** Login and password-reset codes (`sms/noLogin`). */
const loginSms = smsCountdownMachine.provide({
  actors: { sendCode: fromPromise(({ input }) => api.session.sendLoginSms(input)) },
});

/** The merchant's phone provider: the registration asks for it only when there is one (useRegistrationForm). */
function requirePhoneProvider(): PhoneProvider {
  if (!phoneProvider)
    throw new Error('The merchant configures no phone provider (packages/merchants: phoneVerification)');
  return phoneProvider;
}

/**
 * Registration codes (`sms/register`, which names the number `mobileNo`), or the third-party phone provider's when
 * the form's phone is proven by it (the machine says so with `channel: 'provider'`).
 */
const registerSms = smsCountdownMachine.provide({
  actors: {
    sendCode: fromPromise(({ input }) =>
      input.channel === 'provider'
        ? requirePhoneProvider().sendCode(input)
        : api.member.sendRegisterSms({
            mobileNo: input.mobileNum,
            countryDialingCode: input.countryDialingCode,
          }),
    ),
  },
});

/** The member info with the new session (its token is stored before this runs). */
/** The member of the new session: the session owner loads it once when the session starts; the flows wait for it. */
const loadMember = fromPromise<MemberInfo, { session: LoginSession }>(() => siteSession.member());

function storeSession({ session, username }: { session: LoginSession; username?: string }) {
  siteSession.start({ token: session.token, isAgent: session.isAgent, account: session.account ?? username });
}

/** A registration or a reset by phone logs in at once: the session starts and the after-login reactions run. */
function storeSessionAndLogIn(params: { session: LoginSession; username?: string }) {
  storeSession(params);
  siteSession.markAfterLogin();
}

/** The operating system the free-play call reports, from the browser. */
function operatingSystem(): string {
  const agent = navigator.userAgent;
  if (/Android/i.test(agent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(agent)) return 'ios';
  if (/Windows/i.test(agent)) return 'windows';
  if (/Mac OS/i.test(agent)) return 'mac';
  return 'other';
}

/** New-IP verification (spec §4): a code to the bound mobile or email, then the proof; answers the session. */
const loginVerification = loginVerificationMachine.provide({
  actors: {
    sendCode: fromPromise(({ input }) => api.security.sendLoginVerificationCode(input.verificationToken, input.method)),
    verify: fromPromise(({ input }) => api.security.verifyLogin(input)),
  },
});

export const siteLoginMachine = loginMachine.provide({
  actors: {
    login: fromPromise(({ input }) => api.session.login(input)),
    loginFreePlay: fromPromise(() => api.session.loginFreePlay(operatingSystem())),
    loadMember,
    captcha,
    smsCountdown: loginSms,
    loginVerification,
  },
  actions: {
    storeSession: (_, params) => storeSession(params),
    rememberLogin: (_, params) => remember(params),
    onFirstLogin: siteSession.markFirstLogin,
    markAfterLogin: siteSession.markAfterLogin,
  },
});

export const siteRegistrationMachine = registrationMachine.provide({
  actors: {
    checkAffiliate: fromPromise(({ input }) => api.member.checkAffiliateCode(input.code, input.domain)),
    // the merchant's phone provider (its failure aborts the registration silently, spec §4)
    verifyPhone: fromPromise(({ input }) => requirePhoneProvider().verify(input)),
    // null when the payload asked for no login (direct registration off)
    register: fromPromise(({ input }) =>
      input.type === 'register' ? api.member.register(input.form) : api.member.registerMobile(input.form),
    ),
    loadMember,
    captcha,
    smsCountdown: registerSms,
  },
  actions: { storeSession: (_, params) => storeSessionAndLogIn(params) },
});

export const sitePasswordChangeMachine = passwordChangeMachine.provide({
  actors: { changePassword: fromPromise(({ input }) => api.member.changePassword(input)) },
});

export const siteForgotPasswordMachine = forgotPasswordMachine.provide({
  actors: {
    resetByEmail: fromPromise(({ input }) => api.member.resetPasswordByEmail(input)),
    // Spec §4: success logs in with the new password.
    resetByPhone: fromPromise(async ({ input }) => {
      const account = await api.member.resetPasswordByPhone(input);
      return api.session.login({ type: 'username', username: account, password: input.newPassword });
    }),
    loadMember,
    smsCountdown: loginSms,
  },
  actions: { storeSession: (_, params) => storeSessionAndLogIn(params) },
});
