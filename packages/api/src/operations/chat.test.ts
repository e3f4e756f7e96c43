import { describe, expect, it } from 'vitest';
import { createApi } from '../client';
import { CHAT_HEADER_COLORS, decodeServicePath } from './chat';

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

describe('getChatUrl (spec §7, §9)', () => {
  async function sentBody(input: Parameters<ReturnType<typeof createApi>['chat']['getChatUrl']>[0]) {
    const bodies: unknown[] = [];
    const api = createApi({
      baseUrl: 'http://backend.test',
      merchantCode: 'siam',
      getToken: () => 'token-123',
      getLanguage: () => 'en',
      fetch: async (request) => {
        bodies.push(await request.clone().json());
        return new Response(JSON.stringify({ success: true, value: { chatUrl: 'https://chat.test/r' } }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    await expect(api.chat.getChatUrl(input)).resolves.toBe('https://chat.test/r');
    return bodies[0];
  }

  it('sends b2c 1 and the default header colour #6142bf', async () => {
    expect(CHAT_HEADER_COLORS.default).toBe('#6142bf');
    await expect(sentBody({ title: 'Chat', language: 'EN' })).resolves.toEqual({
      b2c: 1,
      headerColor: '#6142bf',
      title: 'Chat',
      language: 'EN',
    });
  });

  it("sends the left bar's #ff947a when the caller gives it", async () => {
    expect(CHAT_HEADER_COLORS.leftBar).toBe('#ff947a');
    await expect(
      sentBody({ title: 'Chat', language: 'EN', headerColor: CHAT_HEADER_COLORS.leftBar }),
    ).resolves.toMatchObject({ headerColor: '#ff947a' });
  });
});
