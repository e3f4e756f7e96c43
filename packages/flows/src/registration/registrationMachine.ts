import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import type { LoginSession, MemberInfo, MobileRegisterRequest, RegisterRequest } from '@wl/api/types';
import {
  emptyRegisterValues,
  registerFieldStates,
  submittedValue,
  validateRegistration,
  type RegisterField,
  type RegisterProblems,
  type RegisterRules,
  type RegisterType,
  type RegisterValues,
} from '@wl/rules';
import { captchaMachine } from '../captcha';
import { SMS_COUNTDOWN_TICK_REGISTER_MS } from '../constants';
import { errorMessage, failedField } from '../errors';
import { actionNotProvided, actorNotProvided } from '../notProvided';
import { smsCountdownMachine } from '../sms';

/** Translation key shown when registering fails without a message. */
export const REGISTER_FAILED_KEY = 'register.failed';

/** Spec §4: the alert for an affiliate code that fails its check. */
export const INVITATION_CODE_ERROR_KEY = 'invitation_code_error';

/** The part of the registration settings (`GET /wps/system/setting/register`) the form needs. */
export interface RegistrationSettings {
  registerTypes: { register: boolean; registerMobile: boolean };
  smsVerification: boolean;
  /** Phone-code verification by a third-party provider before registering. */
  thirdPartyPhoneAuth: boolean;
  defaultCountryDialingCode: string;
  fields: RegisterRules;
}

export interface RegistrationInput {
  settings: RegistrationSettings;
  /** The `referralCode` query parameter of the page. */
  referralCode?: string;
  /** The current site host: the affiliate check and the payload carry it. */
  domain: string;
  /** The page the form is sent from. */
  registerUrl: string;
  /** Which type to show first (the first offered one otherwise). */
  type?: RegisterType;
}

export interface RegistrationContext {
  settings: RegistrationSettings;
  domain: string;
  registerUrl: string;
  /** The types the merchant offers, in tab order (spec §2: only enabled types). */
  types: RegisterType[];
  type: RegisterType;
  values: RegisterValues;
  /** What the last submit found wrong, per field; cleared field by field as the player edits. */
  problems: RegisterProblems;
  /** The server's message for a failure it tied to one field (`value.field`). */
  fieldErrors: Partial<Record<RegisterField, string>>;
  referralCode: string;
  /** The URL's code passed its check: the field is hidden and the code is sent (spec §4). */
  affiliateFromUrl: boolean;
  /** Show the `invitation_code_error` alert. */
  affiliateAlert: boolean;
  /** The server's message for the last failure not tied to a field, or REGISTER_FAILED_KEY. */
  error: string | null;
  /** The bot-check provider's result of the current submit, passed through. */
  botCheck: Record<string, string> | null;
  /** The phone-code provider's token of the current submit. */
  firebaseIdToken: string | null;
  session: LoginSession | null;
  member: MemberInfo | null;
}

export type RegistrationEvent =
  | { type: 'field.change'; field: RegisterField; value: string }
  | { type: 'country.change'; countryDialingCode: string }
  | { type: 'agreed.change'; agreed: boolean }
  | { type: 'type.change'; registerType: RegisterType }
  | { type: 'user.submit'; botCheck?: Record<string, string> }
  /** The full page's reset button: empty every field but what the URL and the settings supplied. */
  | { type: 'user.reset' }
  | { type: 'captcha.refresh' }
  /** Get an SMS code for the mobile number typed. */
  | { type: 'sms.send' }
  | { type: 'alert.dismiss' };

export interface AffiliateCheckInput {
  code: string;
  domain: string;
}

export interface PhoneVerificationInput {
  mobileNum: string;
  countryDialingCode: string;
}

export type RegistrationRequest =
  { type: 'register'; form: RegisterRequest } | { type: 'registerMobile'; form: MobileRegisterRequest };

export interface RegistrationOutput {
  session: LoginSession;
  member: MemberInfo | null;
  type: RegisterType;
  /** The new account's name: for a mobile registration it is the mobile number (spec §2 success message). */
  account: string;
}

const offeredTypes = (settings: RegistrationSettings): RegisterType[] =>
  (['register', 'registerMobile'] as const).filter((type) => settings.registerTypes[type]);

function fieldOptions(context: RegistrationContext) {
  return { smsVerification: context.settings.smsVerification, affiliateCodeFromUrl: context.affiliateFromUrl };
}

/** The values a reset keeps: the URL's affiliate code and the dialling code. */
function freshValues(context: Pick<RegistrationContext, 'values' | 'affiliateFromUrl' | 'referralCode'>) {
  return {
    ...emptyRegisterValues,
    countryDialingCode: context.values.countryDialingCode,
    affiliateCode: context.referralCode,
  };
}

/** The affiliate code to check before registering: a typed one; the URL's was checked when the form opened. */
function typedAffiliateCode(context: RegistrationContext): string {
  return context.affiliateFromUrl ? '' : context.values.affiliateCode.trim();
}

/**
 * The payload of spec §3: the fields on screen, the URL's code, the domain and the extras. A mobile registration
 * copies the mobile number into username (spec §4).
 */
export function toRegistrationRequest(
  context: RegistrationContext,
  extras: { botCheck?: Record<string, string>; firebaseIdToken?: string },
): RegistrationRequest {
  const shown = registerFieldStates(context.type, context.settings.fields, fieldOptions(context));
  const form: Record<string, string> = {};
  for (const { field } of shown) {
    const value = submittedValue(field, context.values[field]);
    if (value !== '') form[field] = value;
  }
  // The URL's code passed its check: it is sent although its field is hidden.
  if (context.affiliateFromUrl) form.affiliateCode = context.referralCode;
  const common = {
    login: true,
    registerMethod: 'WEB' as const,
    ...(context.referralCode ? { referralCode: context.referralCode } : {}),
    domain: context.domain,
    registerUrl: context.registerUrl,
    ...(form.mobileNum && context.values.countryDialingCode
      ? { countryDialingCode: context.values.countryDialingCode }
      : {}),
    ...(extras.botCheck ? { botCheck: extras.botCheck } : {}),
    ...(extras.firebaseIdToken ? { firebaseChannel: 'sms' as const, firebaseIdToken: extras.firebaseIdToken } : {}),
  };
  if (context.type === 'registerMobile') {
    const mobileNum = form.mobileNum ?? '';
    return { type: 'registerMobile', form: { ...form, ...common, mobileNum, username: mobileNum } };
  }
  const { username = '', password = '', confirmPassword = '' } = form;
  return { type: 'register', form: { ...form, ...common, username, password, confirmPassword } };
}

const registrationSetup = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    children: {} as { captcha: 'captcha'; sms: 'smsCountdown' },
    output: {} as RegistrationOutput,
  },
  actors: {
    /** The site calls `GET /wps/agent/affiliate` and answers whether the code is valid. */
    checkAffiliate: fromPromise<boolean, AffiliateCheckInput>(actorNotProvided('checkAffiliate')),
    /**
     * The third-party phone-code provider (pluggable): answers the ID token to send, or fails; a failure aborts the
     * registration silently (spec §4).
     */
    verifyPhone: fromPromise<string, PhoneVerificationInput>(actorNotProvided('verifyPhone')),
    /** The site calls register or registerMobile and answers the new account's session. */
    register: fromPromise<LoginSession, RegistrationRequest>(actorNotProvided('register')),
    loadMember: fromPromise<MemberInfo, { session: LoginSession }>(actorNotProvided('loadMember')),
    /** Provide its `loadCaptcha` actor. */
    captcha: captchaMachine,
    /** Provide its `sendCode` actor (the registration SMS). */
    smsCountdown: smsCountdownMachine,
  },
  guards: {
    hasReferralCode: ({ context }) => context.referralCode !== '',
    isValid: ({ context }) =>
      Object.keys(validateRegistration(context.type, context.settings.fields, context.values, fieldOptions(context)))
        .length === 0,
    hasTypedAffiliateCode: ({ context }) => typedAffiliateCode(context) !== '',
    needsPhoneVerification: ({ context }) =>
      context.settings.thirdPartyPhoneAuth &&
      registerFieldStates(context.type, context.settings.fields, fieldOptions(context)).some(
        (state) => state.field === 'mobileNum',
      ),
    isOffered: ({ context, event }) => event.type === 'type.change' && context.types.includes(event.registerType),
    showsCaptcha: ({ context }) =>
      registerFieldStates(context.type, context.settings.fields, fieldOptions(context)).some(
        (state) => state.field === 'captcha',
      ),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { [event.field]: _problem, ...problems } = context.problems;
      const { [event.field]: _error, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, problems, fieldErrors };
    }),
    assignCountry: assign(({ context, event }) => {
      assertEvent(event, 'country.change');
      return { values: { ...context.values, countryDialingCode: event.countryDialingCode } };
    }),
    assignAgreed: assign(({ context, event }) => {
      assertEvent(event, 'agreed.change');
      const { agreed: _problem, ...problems } = context.problems;
      return { values: { ...context.values, agreed: event.agreed }, problems };
    }),
    // What was typed stays: both types share the fields they have in common.
    assignType: assign(({ event }) => {
      assertEvent(event, 'type.change');
      return { type: event.registerType, problems: {}, fieldErrors: {}, error: null };
    }),
    assignProblems: assign(({ context }) => ({
      problems: validateRegistration(context.type, context.settings.fields, context.values, fieldOptions(context)),
    })),
    startSubmit: assign(({ event }) => {
      assertEvent(event, 'user.submit');
      return {
        problems: {},
        fieldErrors: {},
        error: null,
        affiliateAlert: false,
        botCheck: event.botCheck ?? null,
        firebaseIdToken: null,
      };
    }),
    reset: assign(({ context }) => ({
      values: freshValues(context),
      problems: {},
      fieldErrors: {},
      error: null,
      affiliateAlert: false,
    })),
    acceptUrlCode: assign({ affiliateFromUrl: true }),
    refuseUrlCode: assign({ affiliateFromUrl: false, affiliateAlert: true }),
    alertAffiliate: assign({ affiliateAlert: true }),
    dismissAlert: assign({ affiliateAlert: false }),
    assignFailure: assign(({ context }, params: { error: unknown }) => {
      const message = errorMessage(params.error, REGISTER_FAILED_KEY);
      const field = failedField(params.error);
      const onScreen = registerFieldStates(context.type, context.settings.fields, fieldOptions(context)).some(
        (state) => state.field === field,
      );
      return onScreen
        ? { fieldErrors: { [field as RegisterField]: message } }
        : { error: message, fieldErrors: {} as RegistrationContext['fieldErrors'] };
    }),
    assignSession: assign((_, params: { session: LoginSession }) => ({ session: params.session })),
    assignMember: assign((_, params: { member: MemberInfo }) => ({ member: params.member })),
    forwardToCaptcha: sendTo('captcha', { type: 'captcha.refresh' }),
    forwardToSms: sendTo('sms', ({ context }) => ({
      type: 'sms.send' as const,
      mobileNum: context.values.mobileNum,
      countryDialingCode: context.values.countryDialingCode,
    })),
    /** Site: writes the session keys of spec §3, as a login does. */
    storeSession: actionNotProvided<{ session: LoginSession; username: string }>('storeSession'),
  },
});

function requireSession(context: RegistrationContext): LoginSession {
  if (!context.session) throw new Error('registrationMachine: no session after registering');
  return context.session;
}

function accountOf(context: RegistrationContext): string {
  const typed = context.type === 'registerMobile' ? context.values.mobileNum : context.values.username;
  return context.session?.account ?? typed.trim();
}

/**
 * The registration form (spec §4 Registration flow): validates every field by the server's rules, checks the
 * affiliate code (the URL's once when the form opens, a typed one before registering), optionally verifies the phone
 * with a third-party provider, registers, stores the new session and loads the member. Final state `registered`:
 * the site closes the popup, goes home and opens the success modal. Children: `sms` and, when the captcha field is
 * shown, `captcha` (a new one after every failed submit).
 */
export const registrationMachine = registrationSetup.createMachine({
  id: 'registration',
  context: ({ input }) => {
    const types = offeredTypes(input.settings);
    const type = input.type && types.includes(input.type) ? input.type : (types[0] ?? 'register');
    const referralCode = input.referralCode?.trim() ?? '';
    return {
      settings: input.settings,
      domain: input.domain,
      registerUrl: input.registerUrl,
      types,
      type,
      values: {
        ...emptyRegisterValues,
        countryDialingCode: input.settings.defaultCountryDialingCode,
        affiliateCode: referralCode,
      },
      problems: {},
      fieldErrors: {},
      referralCode,
      affiliateFromUrl: false,
      affiliateAlert: false,
      error: null,
      botCheck: null,
      firebaseIdToken: null,
      session: null,
      member: null,
    };
  },
  invoke: { id: 'sms', src: 'smsCountdown', input: { tickMs: SMS_COUNTDOWN_TICK_REGISTER_MS } },
  on: { 'alert.dismiss': { actions: 'dismissAlert' } },
  initial: 'checkingReferral',
  states: {
    // The URL's code decides whether the affiliate field shows (spec §4).
    checkingReferral: {
      always: [{ guard: 'hasReferralCode', target: 'checkingUrlCode' }, { target: 'editing' }],
    },
    checkingUrlCode: {
      invoke: {
        src: 'checkAffiliate',
        input: ({ context }) => ({ code: context.referralCode, domain: context.domain }),
        onDone: [
          { guard: ({ event }) => event.output, target: 'editing', actions: 'acceptUrlCode' },
          { target: 'editing', actions: 'refuseUrlCode' },
        ],
        // Unknown: show the field with the code filled in; the check runs again on submit.
        onError: { target: 'editing' },
      },
    },
    editing: {
      on: {
        'field.change': { actions: 'assignField' },
        'country.change': { actions: 'assignCountry' },
        'agreed.change': { actions: 'assignAgreed' },
        'type.change': { guard: 'isOffered', target: 'editing', reenter: true, actions: 'assignType' },
        'user.reset': { actions: 'reset' },
        'sms.send': { actions: 'forwardToSms' },
        'user.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'startSubmit' },
          { actions: 'assignProblems' },
        ],
      },
      initial: 'checkingCaptcha',
      states: {
        checkingCaptcha: {
          always: [{ guard: 'showsCaptcha', target: 'withCaptcha' }, { target: 'ready' }],
        },
        ready: {},
        withCaptcha: {
          invoke: { id: 'captcha', src: 'captcha' },
          on: { 'captcha.refresh': { actions: 'forwardToCaptcha' } },
        },
      },
    },
    submitting: {
      initial: 'checkingAffiliate',
      states: {
        checkingAffiliate: {
          always: [{ guard: 'hasTypedAffiliateCode', target: 'verifyingAffiliate' }, { target: 'verifyingPhone' }],
        },
        verifyingAffiliate: {
          invoke: {
            src: 'checkAffiliate',
            input: ({ context }) => ({ code: typedAffiliateCode(context), domain: context.domain }),
            onDone: [
              { guard: ({ event }) => event.output, target: 'verifyingPhone' },
              { target: '#registration.editing', actions: 'alertAffiliate' },
            ],
            onError: {
              target: '#registration.editing',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        verifyingPhone: {
          always: [{ guard: 'needsPhoneVerification', target: 'phoneProvider' }, { target: 'registering' }],
        },
        phoneProvider: {
          invoke: {
            src: 'verifyPhone',
            input: ({ context }) => ({
              mobileNum: context.values.mobileNum.trim(),
              countryDialingCode: context.values.countryDialingCode,
            }),
            onDone: { target: 'registering', actions: assign({ firebaseIdToken: ({ event }) => event.output }) },
            // Spec §4: a failed phone-code verification aborts the registration silently.
            onError: { target: '#registration.editing' },
          },
        },
        registering: {
          invoke: {
            src: 'register',
            input: ({ context }) =>
              toRegistrationRequest(context, {
                botCheck: context.botCheck ?? undefined,
                firebaseIdToken: context.firebaseIdToken ?? undefined,
              }),
            onDone: {
              target: '#registration.loadingMember',
              actions: [
                { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
                {
                  type: 'storeSession',
                  params: ({ context, event }) => ({ session: event.output, username: accountOf(context) }),
                },
              ],
            },
            onError: {
              target: '#registration.editing',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    loadingMember: {
      invoke: {
        src: 'loadMember',
        input: ({ context }) => ({ session: requireSession(context) }),
        onDone: {
          target: 'registered',
          actions: { type: 'assignMember', params: ({ event }) => ({ member: event.output }) },
        },
        // The account exists and the session is stored: a member-info failure must not look like a failed sign-up.
        onError: { target: 'registered' },
      },
    },
    registered: { type: 'final' },
  },
  output: ({ context }) => ({
    session: requireSession(context),
    member: context.member,
    type: context.type,
    account: accountOf(context),
  }),
});

export type RegistrationMachine = typeof registrationMachine;
