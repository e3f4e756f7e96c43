import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchStep, otpauthUri, timeStep, totp } from './totp.ts';

// RFC 6238 appendix B: the seeds are the ASCII strings below, the codes 8 digits.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [seconds: number, sha1: string, sha256: string, sha512: string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('matches the test vectors at %i s', (seconds, sha1, sha256, sha512) => {
    expect(totp(SEEDS.sha1, seconds * 1000, 8, 'sha1')).toBe(sha1);
    expect(totp(SEEDS.sha256, seconds * 1000, 8, 'sha256')).toBe(sha256);
    expect(totp(SEEDS.sha512, seconds * 1000, 8, 'sha512')).toBe(sha512);
  });

  it('matches the HOTP test values of RFC 4226 (6 digits)', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected);
  });

  it('encodes and decodes base32 (RFC 4648 test vectors, no padding)', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of cases) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZ1')).toThrow();
  });

  it('accepts one step either side, and a step only once', () => {
    const secret = base32Encode(SEEDS.sha1);
    const now = 1_111_111_111_000;
    const step = timeStep(now);
    const codeAt = (s: number) => hotp(SEEDS.sha1, s);
    expect(matchStep(secret, codeAt(step), now, null)).toBe(step);
    expect(matchStep(secret, codeAt(step - 1), now, null)).toBe(step - 1);
    expect(matchStep(secret, codeAt(step + 1), now, null)).toBe(step + 1);
    expect(matchStep(secret, codeAt(step - 2), now, null)).toBeNull();
    expect(matchStep(secret, codeAt(step + 2), now, null)).toBeNull();
    // Used already: that step and the ones before it are refused.
    expect(matchStep(secret, codeAt(step), now, step)).toBeNull();
    expect(matchStep(secret, codeAt(step + 1), now, step)).toBe(step + 1);
  });

  it('writes the otpauth URI authenticator apps scan', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'demo', 'WL Sandbox')).toBe(
      'otpauth://totp/WL%20Sandbox:demo?secret=JBSWY3DPEHPK3PXP&issuer=WL%20Sandbox&algorithm=SHA1&digits=6&period=30',
    );
  });
});
