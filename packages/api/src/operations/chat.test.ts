import { describe, expect, it } from 'vitest';
import { decodeServicePath } from './chat';

/** The server's side of the scheme, written independently with Buffer: base64(UTF-8 XOR key) + key. */
function encode(url: string, key: string): string {
  const bytes = Buffer.from(url, 'utf8').map((byte, i) => byte ^ key.charCodeAt(i % key.length));
  return Buffer.from(bytes).toString('base64') + key;
}

describe('decodeServicePath', () => {
  it('decodes a known vector', () => {
    // "https://a.b": 'h' (0x68) XOR 'K' (0x4b) = 0x23, 't' XOR 'e' = 0x11, ... then base64 and the key.
    expect(decodeServicePath('IxENQUEJGxoqSxs=Key12345')).toBe('https://a.b');
  });

  it.each([
    ['a plain URL', 'https://service.example.com/desk/sandbox?channel=web&merchant=SIAM', 'AbCd1234'],
    ['a URL longer than the key with padding', 'https://x.example/p?q=1', 'ZZZZZZZZ'],
    ['non-ASCII text', 'https://service.example.com/ฝ่ายบริการ?lang=TY', 'k3Y9mQ2x'],
    ['a one-character URL', '/', '00000000'],
  ])('round-trips %s', (_name, url, key) => {
    const path = encode(url, key);
    expect(path.endsWith(key)).toBe(true);
    expect(decodeServicePath(path)).toBe(url);
  });

  it.each([
    ['no cipher text', 'AbCd1234'],
    ['too short', 'abc'],
    ['a key with a symbol', `${btoa('https://a.b')}AbCd12=4`],
    ['cipher text that is not base64', '!!!!AbCd1234'],
    ['bytes that are not UTF-8', `${Buffer.from([0xff ^ 0x41]).toString('base64')}AAAAAAAA`],
  ])('refuses %s', (_name, path) => {
    expect(() => decodeServicePath(path)).toThrow('Malformed service path');
  });
});
