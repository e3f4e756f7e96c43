// Third-party phone verification (spec §3 firebaseChannel sms, firebaseIdToken): the sandbox plays the provider at
// /sandbox/phone-auth (a code to the outbox, then an ID token for it) and, as the merchant's backend, registers a
// mobile number only with a token that proves it while the switch thirdPartyPhoneAuth is on.
import { describe, expect, it } from 'vitest';
import { encryptForServer } from './encrypt.ts';
import { harnessForFile } from './harness.ts';

const h = harnessForFile();

const sealed = async (method: string, path: string, body: unknown) =>
  h.call<{ account?: string }>(method, path, { json: await encryptForServer(await h.publicKey(), body) });

const provider = (path: string, body: unknown) =>
  h.sandbox.app.request(`/sandbox/phone-auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Asks the provider to text the number, reads the code from the outbox and trades it for an ID token. */
async function idTokenFor(mobile: string): Promise<string> {
  const sent = (await (await provider('send', { phoneNumber: `+66${mobile.replace(/^0+/, '')}` })).json()) as {
    sessionInfo: string;
  };
  const outbox = await h.call<{ body: string }[]>('GET', `/sandbox/outbox?mobile=${mobile}`);
  const code = /code is (\d+)/.exec(outbox.body.value![0]!.body)![1]!;
  const verified = await provider('verify', { sessionInfo: sent.sessionInfo, code });
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { idToken: string }).idToken;
}

let last = 0;
const freshMobile = () => `087${String((last += 1)).padStart(7, '0')}`;
const registration = (mobile: string, extra: Record<string, unknown>) =>
  sealed('PUT', '/wps/member/register/mobile', {
    mobileNum: mobile,
    username: mobile,
    countryDialingCode: '+66',
    password: 'Mobile123',
    login: true,
    ...extra,
  });
const flip = (enabled: boolean) => h.call('PUT', '/sandbox/switches/thirdPartyPhoneAuth', { json: { enabled } });

describe('the phone provider the sandbox plays', () => {
  it('texts a code to the outbox and trades the right one, once, for an ID token', async () => {
    const mobile = freshMobile();
    const sent = (await (await provider('send', { phoneNumber: `+66${mobile.slice(1)}` })).json()) as {
      sessionInfo: string;
    };
    const wrong = await provider('verify', { sessionInfo: sent.sessionInfo, code: '000000x' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: { code: 400, message: 'INVALID_CODE' } });
    const outbox = await h.call<{ body: string }[]>('GET', `/sandbox/outbox?mobile=${mobile}`);
    const code = /code is (\d+)/.exec(outbox.body.value![0]!.body)![1]!;
    const right = await provider('verify', { sessionInfo: sent.sessionInfo, code });
    expect(await right.json()).toMatchObject({ idToken: expect.any(String), phoneNumber: `+66${mobile.slice(1)}` });
    expect((await provider('verify', { sessionInfo: sent.sessionInfo, code })).status).toBe(400);
    expect((await provider('send', { phoneNumber: '0812345678' })).status).toBe(400);
  });
});

describe('registration with third-party phone verification', () => {
  it('off (as seeded): the settings say so and a token is refused', async () => {
    const settings = await h.call<{ thirdPartyPhoneAuth: boolean }>('GET', '/wps/system/setting/register');
    expect(settings.body.value!.thirdPartyPhoneAuth).toBe(false);
    const mobile = freshMobile();
    const res = await registration(mobile, { firebaseChannel: 'sms', firebaseIdToken: await idTokenFor(mobile) });
    expect(res.body).toMatchObject({ success: false, code: 'FUNCTION_DISABLED' });
  });

  it('on: a token for the number registers it, without the merchant’s SMS code', async () => {
    await flip(true);
    try {
      expect(
        (await h.call<{ thirdPartyPhoneAuth: boolean }>('GET', '/wps/system/setting/register')).body.value,
      ).toMatchObject({ thirdPartyPhoneAuth: true });
      const mobile = freshMobile();
      const res = await registration(mobile, { firebaseChannel: 'sms', firebaseIdToken: await idTokenFor(mobile) });
      expect(res.body).toMatchObject({ success: true, value: { account: mobile } });
    } finally {
      await flip(false);
    }
  });

  it('on: no token, a token for another number or a forged one is "Please complete verification first"', async () => {
    await flip(true);
    try {
      const mobile = freshMobile();
      const other = await idTokenFor(freshMobile());
      const [payload] = other.split('.');
      for (const extra of [
        {},
        { firebaseChannel: 'sms', firebaseIdToken: other },
        { firebaseChannel: 'sms', firebaseIdToken: `${payload}.forged` },
      ]) {
        const res = await registration(mobile, extra);
        expect(res.body).toMatchObject({
          success: false,
          code: 'PHONE_UNVERIFIED',
          message: 'Please complete verification first',
          value: { field: 'mobileNum' },
        });
      }
    } finally {
      await flip(false);
    }
  });
});
