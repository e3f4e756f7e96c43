import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
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
import { captchaRegion, loadingMemberState } from '../accountStates';
import { captchaMachine } from '../captcha';
import { SMS_COUNTDOWN_TICK_REGISTER_MS } from '../constants';
import { errorMessage, failedField } from '../errors';
import { errorParams, noProblems } from '../form';
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
  /**
   * Spec §6 direct registration: the new account is logged in at once (the payload's login flag). Off, the account is
   * made and the player logs in afterwards. Left out: on.
   */
  directRegistration?: boolean;
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
  /** The account typed for the current submit (username, or the mobile number of a mobile registration). */
  account: string;
  session: LoginSession | null;
  member: MemberInfo | null;
}

/** The player submits what the form holds (the site owns the values; they travel in this event). */
export interface RegistrationSubmitEvent {
  type: 'user.submit';
  values: RegisterValues;
  botCheck?: Record<string, string>;
}

/** Internal: the submission holder hands the submitted values back for the next call. */
export interface SubmissionValuesEvent {
  type: 'submission.values';
  values: RegisterValues;
}

export type RegistrationEvent =
  /** The player edited a field (or ticked the box): its problem and its server error go. */
  | { type: 'field.change'; field: RegisterField | 'agreed' }
  | { type: 'type.change'; registerType: RegisterType }
  | RegistrationSubmitEvent
  /** The full page's reset button: the site empties the values (resetRegistrationValues); the messages go. */
  | { type: 'user.reset' }
  | { type: 'captcha.refresh' }
  /** Get an SMS code for the mobile number typed. */
  | { type: 'sms.send'; mobileNum: string; countryDialingCode: string }
  | { type: 'alert.dismiss' }
  | SubmissionValuesEvent;

export interface AffiliateCheckInput {
  code: string;
  domain: string;
}

export interface PhoneVerificationInput {
  mobileNum: string;
  countryDialingCode: string;
  /** The code the provider texted (the form's SMS code field). */
  verificationCode: string;
}

export type RegistrationRequest =
  { type: 'register'; form: RegisterRequest } | { type: 'registerMobile'; form: MobileRegisterRequest };

export interface RegistrationOutput {
  /** The new account's session; null when direct registration is off (the player logs in afterwards). */
  session: LoginSession | null;
  member: MemberInfo | null;
  type: RegisterType;
  /** The new account's name: for a mobile registration it is the mobile number (spec §2 success message). */
  account: string;
}

const offeredTypes = (settings: RegistrationSettings): RegisterType[] =>
  (['register', 'registerMobile'] as const).filter((type) => settings.registerTypes[type]);

/** The third-party provider proves the phone (spec §3 firebaseChannel sms): its code takes the SMS code's field. */
const phoneByProvider = (settings: RegistrationSettings) => settings.thirdPartyPhoneAuth;

/** Whether the form asks for a texted code: the merchant's SMS verification, or the phone provider's code. */
export const asksForCode = (settings: RegistrationSettings) => settings.smsVerification || phoneByProvider(settings);

function fieldOptions(context: RegistrationContext) {
  return {
    smsVerification: asksForCode(context.settings),
    affiliateCodeFromUrl: context.affiliateFromUrl,
  };
}

/** The URL's `referralCode`, trimmed: the code the form starts with and sends. */
const referralCodeOf = (input: Pick<RegistrationInput, 'referralCode'>) => input.referralCode?.trim() ?? '';

/** The values the form starts with (the site holds them): the URL's affiliate code, the settings' dialling code. */
export function initialRegistrationValues(input: Pick<RegistrationInput, 'settings' | 'referralCode'>): RegisterValues {
  return {
    ...emptyRegisterValues,
    countryDialingCode: input.settings.defaultCountryDialingCode,
    affiliateCode: referralCodeOf(input),
  };
}

/** The values after the reset button: every field empty but the dialling code chosen and the URL's affiliate code. */
export function resetRegistrationValues(values: RegisterValues, referralCode: string): RegisterValues {
  return { ...emptyRegisterValues, countryDialingCode: values.countryDialingCode, affiliateCode: referralCode };
}

/** The affiliate code to check before registering: a typed one; the URL's was checked when the form opened. */
function typedAffiliateCode(context: RegistrationContext, values: RegisterValues): string {
  return context.affiliateFromUrl ? '' : values.affiliateCode.trim();
}

/** The values of the submit under way: in the submit itself, or handed back by the submission holder. */
function submittedValues(event: RegistrationEvent): RegisterValues {
  assertEvent(event, ['user.submit', 'submission.values']);
  return event.values;
}

function problemsOf(context: RegistrationContext, values: RegisterValues): RegisterProblems {
  return validateRegistration(context.type, context.settings.fields, values, fieldOptions(context));
}

/**
 * Holds one submit's values while its calls run (the affiliate check, the phone provider), outside the context since
 * they carry the password: asked with `submission.recall`, it hands them back as `submission.values`, so the next call
 * takes them from an event. Stopped when the submit ends.
 */
const submissionHolder = fromCallback<{ type: 'submission.recall' }, RegisterValues>(({ input, receive, sendBack }) => {
  receive(() => sendBack({ type: 'submission.values', values: input } satisfies SubmissionValuesEvent));
});

/**
 * The payload of spec §3: the fields on screen, the URL's code, the domain and the extras. A mobile registration
 * copies the mobile number into username (spec §4).
 */
export function toRegistrationRequest(
  context: RegistrationContext,
  values: RegisterValues,
  extras: { botCheck?: Record<string, string>; firebaseIdToken?: string },
): RegistrationRequest {
  const shown = registerFieldStates(context.type, context.settings.fields, fieldOptions(context));
  const form: Record<string, string> = {};
  for (const { field } of shown) {
    const value = submittedValue(field, values[field]);
    if (value !== '') form[field] = value;
  }
  // The provider's code proved the number to the provider; the merchant gets the provider's token instead.
  if (extras.firebaseIdToken) delete form.verificationCode;
  // The URL's code passed its check: it is sent although its field is hidden.
  if (context.affiliateFromUrl) form.affiliateCode = context.referralCode;
  const common = {
    login: context.settings.directRegistration !== false,
    registerMethod: 'WEB' as const,
    ...(context.referralCode ? { referralCode: context.referralCode } : {}),
    domain: context.domain,
    registerUrl: context.registerUrl,
    ...(form.mobileNum && values.countryDialingCode ? { countryDialingCode: values.countryDialingCode } : {}),
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
    children: {} as { captcha: 'captcha'; sms: 'smsCountdown'; submission: 'submission' },
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
    /** The site calls register or registerMobile and answers the new account's session (null without login). */
    register: fromPromise<LoginSession | null, RegistrationRequest>(actorNotProvided('register')),
    loadMember: fromPromise<MemberInfo, { session: LoginSession }>(actorNotProvided('loadMember')),
    /** Provide its `loadCaptcha` actor. */
    captcha: captchaMachine,
    /** Provide its `sendCode` actor (the registration SMS). */
    smsCountdown: smsCountdownMachine,
    /** Not the site's: holds the submitted values while a submit's calls run. */
    submission: submissionHolder,
  },
  guards: {
    hasReferralCode: ({ context }) => context.referralCode !== '',
    isValid: ({ context, event }) => event.type === 'user.submit' && noProblems(problemsOf(context, event.values)),
    hasTypedAffiliateCode: ({ context, event }) => typedAffiliateCode(context, submittedValues(event)) !== '',
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
    clearField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { [event.field]: _problem, ...problems } = context.problems;
      const fieldErrors = { ...context.fieldErrors };
      if (event.field !== 'agreed') delete fieldErrors[event.field];
      return { problems, fieldErrors };
    }),
    // What was typed stays (the site holds it): both types share the fields they have in common.
    assignType: assign(({ event }) => {
      assertEvent(event, 'type.change');
      return { type: event.registerType, problems: {}, fieldErrors: {}, error: null };
    }),
    assignProblems: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      return { problems: problemsOf(context, event.values) };
    }),
    startSubmit: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      const typed = context.type === 'registerMobile' ? event.values.mobileNum : event.values.username;
      return {
        problems: {},
        fieldErrors: {},
        error: null,
        affiliateAlert: false,
        botCheck: event.botCheck ?? null,
        firebaseIdToken: null,
        account: typed.trim(),
      };
    }),
    reset: assign(() => ({
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
    forwardToSms: sendTo('sms', ({ context, event }) => {
      assertEvent(event, 'sms.send');
      return {
        type: 'sms.send' as const,
        mobileNum: event.mobileNum,
        countryDialingCode: event.countryDialingCode,
        // the provider texts the code that proves the number to it
        ...(phoneByProvider(context.settings) ? { channel: 'provider' as const } : {}),
      };
    }),
    recallSubmission: sendTo('submission', { type: 'submission.recall' as const }),
    /** Site: writes the session keys of spec §3, as a login does. */
    storeSession: actionNotProvided<{ session: LoginSession; username: string }>('storeSession'),
  },
});

function accountOf(context: RegistrationContext): string {
  return context.session?.account ?? context.account;
}

/**
 * The registration form (spec §4 Registration flow): the site holds the values and sends them with `user.submit`; the
 * machine validates every field by the server's rules, checks the affiliate code (the URL's once when the form opens,
 * a typed one before registering), optionally verifies the phone with a third-party provider, registers, stores the
 * new session and loads the member. Final state `registered`: the site closes the popup, goes home and opens the
 * success modal. Children: `sms`, when the captcha field is shown `captcha` (a new one after every failed submit),
 * and while a submit runs `submission`, which holds its values. The values, and so the password, are never in the
 * context: only in the events and the calls' input.
 */
export const registrationMachine = registrationSetup.createMachine({
  id: 'registration',
  context: ({ input }) => {
    const types = offeredTypes(input.settings);
    const type = input.type && types.includes(input.type) ? input.type : (types[0] ?? 'register');
    return {
      settings: input.settings,
      domain: input.domain,
      registerUrl: input.registerUrl,
      types,
      type,
      problems: {},
      fieldErrors: {},
      referralCode: referralCodeOf(input),
      affiliateFromUrl: false,
      affiliateAlert: false,
      error: null,
      botCheck: null,
      firebaseIdToken: null,
      account: '',
      session: null,
      member: null,
    };
  },
  invoke: { id: 'sms', src: 'smsCountdown', input: { tickMs: SMS_COUNTDOWN_TICK_REGISTER_MS } },
  on: {
    'alert.dismiss': { actions: 'dismissAlert' },
    // The fields stay editable while a submit runs.
    'field.change': { actions: 'clearField' },
  },
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
        'type.change': { guard: 'isOffered', target: 'editing', reenter: true, actions: 'assignType' },
        'user.reset': { actions: 'reset' },
        'sms.send': { actions: 'forwardToSms' },
        'user.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'startSubmit' },
          { actions: 'assignProblems' },
        ],
      },
      ...captchaRegion('showsCaptcha'),
    },
    submitting: {
      invoke: { id: 'submission', src: 'submission', input: ({ event }) => submittedValues(event) },
      initial: 'checkingAffiliate',
      states: {
        checkingAffiliate: {
          always: [{ guard: 'hasTypedAffiliateCode', target: 'verifyingAffiliate' }, { target: 'verifyingPhone' }],
        },
        verifyingAffiliate: {
          invoke: {
            src: 'checkAffiliate',
            input: ({ context, event }) => ({
              code: typedAffiliateCode(context, submittedValues(event)),
              domain: context.domain,
            }),
            onDone: [
              { guard: ({ event }) => event.output, target: 'recallingForPhone' },
              { target: '#registration.editing', actions: 'alertAffiliate' },
            ],
            onError: { target: '#registration.editing', actions: { type: 'assignFailure', params: errorParams } },
          },
        },
        recallingForPhone: {
          entry: 'recallSubmission',
          on: { 'submission.values': 'verifyingPhone' },
        },
        verifyingPhone: {
          always: [{ guard: 'needsPhoneVerification', target: 'phoneProvider' }, { target: 'registering' }],
        },
        phoneProvider: {
          invoke: {
            src: 'verifyPhone',
            input: ({ event }) => {
              const values = submittedValues(event);
              return {
                mobileNum: values.mobileNum.trim(),
                countryDialingCode: values.countryDialingCode,
                verificationCode: values.verificationCode.trim(),
              };
            },
            onDone: {
              target: 'recallingForRegister',
              actions: assign({ firebaseIdToken: ({ event }) => event.output }),
            },
            // Spec §4: a failed phone-code verification aborts the registration silently.
            onError: { target: '#registration.editing' },
          },
        },
        recallingForRegister: {
          entry: 'recallSubmission',
          on: { 'submission.values': 'registering' },
        },
        registering: {
          invoke: {
            src: 'register',
            input: ({ context, event }) =>
              toRegistrationRequest(context, submittedValues(event), {
                botCheck: context.botCheck ?? undefined,
                firebaseIdToken: context.firebaseIdToken ?? undefined,
              }),
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: '#registration.loadingMember',
                actions: [
                  { type: 'assignSession', params: ({ event }) => ({ session: event.output! }) },
                  {
                    type: 'storeSession',
                    params: ({ context, event }) => ({ session: event.output!, username: accountOf(context) }),
                  },
                ],
              },
              // Direct registration off: the account is made, nobody is logged in.
              { target: '#registration.registered' },
            ],
            onError: { target: '#registration.editing', actions: { type: 'assignFailure', params: errorParams } },
          },
        },
      },
    },
    // The account exists and the session is stored: a member-info failure must not look like a failed sign-up.
    loadingMember: loadingMemberState('registered'),
    registered: { type: 'final' },
  },
  output: ({ context }) => ({
    session: context.session,
    member: context.member,
    type: context.type,
    account: accountOf(context),
  }),
});

export type RegistrationMachine = typeof registrationMachine;
