import type { PGlite } from '@electric-sql/pglite';
import { createRsaKeyPair, type RsaKeyPair } from '../crypto.ts';

export const SYSTEM_STATUSES = [0, 1, 2] as const;
/** 0 normal app, 1 maintenance page, 2 blocked-region page. */
export type SystemStatus = (typeof SYSTEM_STATUSES)[number];

export function isSystemStatus(v: unknown): v is SystemStatus {
  return SYSTEM_STATUSES.includes(v as SystemStatus);
}

async function get(db: PGlite, key: string): Promise<string | undefined> {
  return (await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key])).rows[0]?.value;
}

async function put(db: PGlite, key: string, value: string): Promise<void> {
  await db.query(
    'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, value],
  );
}

export async function getSystemStatus(db: PGlite): Promise<SystemStatus> {
  const n = Number(await get(db, 'system_status'));
  return isSystemStatus(n) ? n : 0;
}

export async function setSystemStatus(db: PGlite, status: SystemStatus): Promise<void> {
  await put(db, 'system_status', String(status));
}

/** The RSA pair of the x-encrypted envelope: made on first start and kept, so clients' cached public keys stay good. */
export async function ensureKeyPair(db: PGlite): Promise<RsaKeyPair> {
  const [privateKeyPem, publicKeySpki] = await Promise.all([get(db, 'rsa_private_key'), get(db, 'rsa_public_key')]);
  if (privateKeyPem && publicKeySpki) return { privateKeyPem, publicKeySpki };
  const pair = await createRsaKeyPair();
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO settings (key, value) VALUES ($1, $2), ($3, $4) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
      ['rsa_private_key', pair.privateKeyPem, 'rsa_public_key', pair.publicKeySpki],
    );
  });
  return pair;
}
