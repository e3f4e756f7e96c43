// POST /wps/verification/sms/noLogin and /wps/verification/sms/register.
import { answer, MESSAGES, type Message, type Outcome } from '../envelope.ts';
import type { Deps, Handler, Schemas } from '../types.ts';
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

/**
 * Why the rules refuse a phone, or null: a dialling code the merchant does not offer or a number of the wrong shape is
 * `Invalid phone number format`; a number of the right shape that is no number at all (zeros only) is `Please enter a
 * valid phone number` (spec §8).
 */
export function phoneRefusal(settings: RegistrationSettings, phone: Phone): Message | null {
  const rule = { ...settings.fields.mobileNum, required: true };
  if (!findCountry(settings, phone.countryDialingCode) || checkField(rule, phone.mobileNum, 'Mobile number') !== null) {
    return ACCOUNT_MESSAGES.invalidPhone;
  }
  return nationalNumber(phone.mobileNum) === '' ? ACCOUNT_MESSAGES.notAPhoneNumber : null;
}

/** The phone with the dialling code as the settings write it ('+66'), or null when the rules refuse it. */
export function acceptedPhone(settings: RegistrationSettings, phone: Phone): Phone | null {
  const country = findCountry(settings, phone.countryDialingCode);
  if (!country || phoneRefusal(settings, phone) !== null) return null;
  return { countryDialingCode: country.countryDialingCode, mobileNum: phone.mobileNum };
}

async function sendCode(
  { db, now }: Deps,
  phone: Phone,
  purpose: SmsPurpose,
): Promise<Outcome<Schemas['SmsCodeSent'], Schemas['RetryAfter'] | null>> {
  const settings = await loadRegistrationSettings(db);
  if (purpose === 'register' && !settings.options.smsVerification) return { failure: MESSAGES.functionDisabled };
  const accepted = acceptedPhone(settings, phone);
  if (!accepted) return { failure: phoneRefusal(settings, phone) ?? ACCOUNT_MESSAGES.invalidPhone };
  const at = now();
  const result = await db.transaction(async (tx) => {
    // One key per line, whatever the purpose: the limit protects the phone's owner.
    const verdict = await throttle(tx, `sms:${nationalNumber(accepted.mobileNum)}`, SMS_THROTTLE, at);
    return verdict.allowed ? { expirationTime: await sendSmsCode(tx, accepted, purpose, at) } : verdict;
  });
  if ('expirationTime' in result) return { ok: result };
  const { what, value } = throttled(result);
  return { failure: what, value };
}

/** Bot-check fields are accepted as the front end sends them; the sandbox has no bot-check provider to ask. */
export const sendLoginSms: Handler<'sendLoginSms'> = async (c, deps) => {
  return answer(c, await sendCode(deps, c.get('body'), 'login'));
};

export const sendRegisterSms: Handler<'sendRegisterSms'> = async (c, deps) => {
  const body = c.get('body');
  const phone = { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNo };
  return answer(c, await sendCode(deps, phone, 'register'));
};
