// The sandbox plays the third-party phone-code provider (spec §3: `firebaseChannel` sms and `firebaseIdToken`), the
// way an identity service's phone sign-in works: the browser asks it to text a code to a number (the code lands in
// the sandbox's outbox, as every SMS does), sends the code back and gets an ID token that names the number. The
// registration then carries the token and the sandbox, as the merchant's backend, verifies it. Not in the contract:
// a provider is not the merchant's API. Its own address (`/sandbox/phone-auth/`) is what the merchant folder
// configures (packages/merchants: phoneVerification).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Deps } from '../types.ts';
import { PHONE_PROVIDER_CODE_TTL_MS, PHONE_PROVIDER_TOKEN_TTL_MS } from './accountsConstants.ts';
import { sendMessage } from './outbox.ts';
import { dialingDigits, internationalNumber, nationalNumber } from './phone.ts';
import { loadRegistrationSettings } from './registrationSettings.ts';
import { newCode } from './sms.ts';

export const PHONE_PROVIDER_PATH = '/sandbox/phone-auth';

/** A phone number as the provider names it: '+66812345678' (E.164, no trunk zero). */
export function e164(countryDialingCode: string, mobileNum: string): string {
  return `+${dialingDigits(countryDialingCode)}${nationalNumber(mobileNum)}`;
}

const E164 = /^\+[0-9]{6,24}$/;

/** '+66812345678' split by the dialling codes the merchant offers: ['66', '812345678'], or null. */
async function splitNumber(db: Deps['db'], phoneNumber: string): Promise<[string, string] | null> {
  if (!E164.test(phoneNumber)) return null;
  const { countries } = await loadRegistrationSettings(db);
  for (const { countryDialingCode } of countries) {
    const dialing = dialingDigits(countryDialingCode);
    if (phoneNumber.startsWith(`+${dialing}`)) return [dialing, phoneNumber.slice(dialing.length + 1)];
  }
  return null;
}

interface PendingCode {
  phoneNumber: string;
  code: string;
  expiresAt: number;
}

/** The provider's own state (not the merchant's database): the codes sent, per sandbox. */
const pendingBySandbox = new WeakMap<object, Map<string, PendingCode>>();
const pendingOf = (db: object) => {
  let pending = pendingBySandbox.get(db);
  if (!pending) pendingBySandbox.set(db, (pending = new Map()));
  return pending;
};

/** The provider's signing key: from the sandbox's own key pair, so tokens survive a restart with the same data. */
const signingKey = ({ keys }: Pick<Deps, 'keys'>) =>
  createHmac('sha256', 'phone-provider').update(keys.privateKeyPem).digest();

const sign = (deps: Pick<Deps, 'keys'>, payload: string) =>
  createHmac('sha256', signingKey(deps)).update(payload).digest('base64url');

function issueToken(deps: Pick<Deps, 'keys'>, phoneNumber: string, now: number): string {
  const payload = Buffer.from(
    JSON.stringify({ phone_number: phoneNumber, exp: now + PHONE_PROVIDER_TOKEN_TTL_MS, sign_in_provider: 'phone' }),
  ).toString('base64url');
  return `${payload}.${sign(deps, payload)}`;
}

/** The number an ID token proves, or null when it is forged, malformed or expired. */
export function verifiedPhone(deps: Pick<Deps, 'keys'>, idToken: string, now: number): string | null {
  const [payload, signature, extra] = idToken.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(deps, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      phone_number?: unknown;
      exp?: unknown;
    };
    if (typeof claims.phone_number !== 'string' || typeof claims.exp !== 'number' || claims.exp <= now) return null;
    return claims.phone_number;
  } catch {
    return null;
  }
}

/** A provider's refusal, in the shape identity services answer: `{ error: { code, message } }`. */
const refuse = (c: Context, message: string) => c.json({ error: { code: 400, message } }, 400);

async function readJson(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * POST /sandbox/phone-auth/send `{ phoneNumber }` (E.164) → `{ sessionInfo }`, the code in the outbox;
 * POST /sandbox/phone-auth/verify `{ sessionInfo, code }` → `{ idToken, phoneNumber }`. Plain JSON, as a provider
 * answers (not the merchant's envelope); a refusal is a 400 `{ error: { code, message } }` (INVALID_PHONE_NUMBER,
 * SESSION_EXPIRED, INVALID_CODE).
 */
export function mountPhoneProvider(app: Hono, deps: Deps): void {
  const { db, now } = deps;
  app.post(`${PHONE_PROVIDER_PATH}/send`, async (c) => {
    const { phoneNumber } = await readJson(c);
    const split = typeof phoneNumber === 'string' ? await splitNumber(db, phoneNumber) : null;
    if (!split) return refuse(c, 'INVALID_PHONE_NUMBER');
    const [dialing, national] = split;
    const sessionInfo = randomBytes(16).toString('base64url');
    const code = newCode();
    const at = now();
    pendingOf(db).set(sessionInfo, {
      phoneNumber: e164(dialing, national),
      code,
      expiresAt: at + PHONE_PROVIDER_CODE_TTL_MS,
    });
    await sendMessage(
      db,
      {
        channel: 'sms',
        recipient: nationalNumber(national),
        body: `Your phone verification code is ${code} (sandbox phone provider). Sent to ${internationalNumber(dialing, national)}.`,
      },
      at,
    );
    return c.json({ sessionInfo, expiresAt: at + PHONE_PROVIDER_CODE_TTL_MS });
  });

  app.post(`${PHONE_PROVIDER_PATH}/verify`, async (c) => {
    const { sessionInfo, code } = await readJson(c);
    const pending = typeof sessionInfo === 'string' ? pendingOf(db).get(sessionInfo) : undefined;
    if (!pending || pending.expiresAt <= now()) return refuse(c, 'SESSION_EXPIRED');
    if (typeof code !== 'string' || code !== pending.code) return refuse(c, 'INVALID_CODE');
    pendingOf(db).delete(sessionInfo as string);
    return c.json({ idToken: issueToken(deps, pending.phoneNumber, now()), phoneNumber: pending.phoneNumber });
  });
}
