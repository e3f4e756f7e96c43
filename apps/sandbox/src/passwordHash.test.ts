import { describe, expect, it } from 'vitest';
import { SCRYPT_N, SCRYPT_P, SCRYPT_R } from './sandboxConstants.ts';
import { hashPassword, verifyPassword } from './passwordHash.ts';

describe('scrypt passwords', () => {
  it('stores scrypt$N$r$p$salt$hash and verifies', async () => {
    const hash = await hashPassword('Demo1234');
    expect(hash).toMatch(
      new RegExp(`^scrypt\\$${SCRYPT_N}\\$${SCRYPT_R}\\$${SCRYPT_P}\\$[A-Za-z0-9+/=]+\\$[A-Za-z0-9+/=]+$`),
    );
    expect(await verifyPassword('Demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo1234', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('uses a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('verifies with the parameters stored in the hash', async () => {
    const hash = await hashPassword('x');
    const [, , r, p, salt] = hash.split('$');
    const { scryptSync } = await import('node:crypto');
    const cheap = [
      'scrypt',
      1024,
      r,
      p,
      salt,
      scryptSync('x', Buffer.from(salt!, 'base64'), 32, { N: 1024, r: 8, p: 1 }).toString('base64'),
    ].join('$');
    expect(await verifyPassword('x', cheap)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'scrypt$1$2$3',
    'bcrypt$16384$8$1$c2FsdA==$aGFzaA==',
    'scrypt$x$8$1$c2FsdA==$aGFzaA==',
    'scrypt$3$8$1$c2FsdA==$aGFzaA==',
  ])('never matches a malformed hash %j', async (stored) => {
    expect(await verifyPassword('x', stored)).toBe(false);
  });
});
