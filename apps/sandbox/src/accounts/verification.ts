// POST /wps/verification/sms/noLogin and /wps/verification/sms/register.
import { fail, MESSAGES, ok } from '../envelope.ts';
import type { Deps, Handler, SandboxContext } from '../types.ts';
import { SMS_THROTTLE } from './accountsConstants.ts';
import { ACCOUNT_MESSAGES, throttled } from './accountsMessages.ts';
import { nationalNumber } from './phone.ts';
import { checkField } from './rules.ts';
import { findCountry, loadRegistrationSettings, type RegistrationSettings } from './registrationSettings.ts';
import { sendSmsCode, type SmsPurpose } from './sms.ts';
import { throttle } from './throttle.ts';

interface Phone {
  countryDialingCode: string;
  mobileNum: string;
}

/** The phone with the dialling code as the settings write it ('+66'), or null when the rules refuse it. */
export function acceptedPhone(settings: RegistrationSettings, phone: Phone): Phone | null {
  const country = findCountry(settings, phone.countryDialingCode);
  const rule = { ...settings.fields.mobileNum, required: true };
  if (!country || checkField(rule, phone.mobileNum, 'Mobile number') !== null) return null;
  if (nationalNumber(phone.mobileNum) === '') return null;
  return { countryDialingCode: country.countryDialingCode, mobileNum: phone.mobileNum };
}

async function sendCode(c: SandboxContext, { db, now }: Deps, phone: Phone, purpose: SmsPurpose): Promise<Response> {
  const settings = await loadRegistrationSettings(db);
  if (purpose === 'register' && !settings.options.smsVerification) return fail(c, MESSAGES.functionDisabled);
  const accepted = acceptedPhone(settings, phone);
  if (!accepted) return fail(c, ACCOUNT_MESSAGES.invalidPhone);
  const at = now();
  const result = await db.transaction(async (tx) => {
    // One key per line, whatever the purpose: the limit protects the phone's owner.
    const verdict = await throttle(tx, `sms:${nationalNumber(accepted.mobileNum)}`, SMS_THROTTLE, at);
    return verdict.allowed ? { expirationTime: await sendSmsCode(tx, accepted, purpose, at) } : verdict;
  });
  if ('expirationTime' in result) return ok(c, result);
  const { what, value } = throttled(result);
  return fail(c, what, value);
}

/** Bot-check fields are accepted as the front end sends them; the sandbox has no bot-check provider to ask. */
export const sendLoginSms: Handler = async (c, deps) => {
  const body = c.get('body') as Phone;
  return sendCode(c, deps, body, 'login');
};

export const sendRegisterSms: Handler = async (c, deps) => {
  const body = c.get('body') as { countryDialingCode: string; mobileNo: string };
  return sendCode(c, deps, { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNo }, 'register');
};
