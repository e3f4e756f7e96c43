// The adapter of the merchant's third-party phone-code provider (spec §3: firebaseChannel sms, firebaseIdToken),
// configured in the merchant folder (`phoneVerification`): the provider texts a code to the number, the player types
// it in the form's code field, and the provider trades it for an ID token the registration carries. A call to a
// third party, not to the merchant's API: plain fetch, not the API client. Null when the merchant has none.
import { merchant } from '@merchant/config';
import type { PhoneVerificationInput, SmsRequest } from '@wl/flows';

/** Translation key of a provider failure without a message (the registration aborts silently on it anyway). */
export const PHONE_PROVIDER_FAILED_KEY = 'sms.failed';

/** '+66' and '0812345678' as the provider names the number: '+66812345678'. */
const e164 = ({ countryDialingCode, mobileNum }: SmsRequest) =>
  `+${countryDialingCode.replace(/^\+/, '')}${mobileNum.trim().replace(/^0+/, '')}`;

async function call<T>(endpoint: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${endpoint}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (!response.ok || !answer) throw new Error(answer?.error?.message ?? PHONE_PROVIDER_FAILED_KEY);
  return answer;
}

export interface PhoneProvider {
  /** Has the provider text a code; answers when a new one may be asked for (ms since the epoch). */
  sendCode(request: SmsRequest): Promise<number>;
  /** Trades the texted code for the provider's ID token of the number. */
  verify(input: PhoneVerificationInput): Promise<string>;
}

function providerAt(endpoint: string): PhoneProvider {
  // the provider's session of the last code sent to each number
  const sessions = new Map<string, string>();
  return {
    async sendCode(request) {
      const sent = await call<{ sessionInfo: string; expiresAt: number }>(endpoint, '/send', {
        phoneNumber: e164(request),
      });
      sessions.set(e164(request), sent.sessionInfo);
      return sent.expiresAt;
    },
    async verify(input) {
      const sessionInfo = sessions.get(e164(input));
      if (!sessionInfo) throw new Error(PHONE_PROVIDER_FAILED_KEY);
      const { idToken } = await call<{ idToken: string }>(endpoint, '/verify', {
        sessionInfo,
        code: input.verificationCode,
      });
      return idToken;
    },
  };
}

export const phoneProvider: PhoneProvider | null = merchant.phoneVerification
  ? providerAt(merchant.phoneVerification.endpoint)
  : null;
