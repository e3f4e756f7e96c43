// What every request meets before any route reads it (app.ts): its body's size, checked as it comes in (413), and
// input the database cannot store (a NUL character, text that is not UTF-8) refused with a 400 naming the field.
import { describe, expect, it } from 'vitest';
import { UPLOAD_FORM_MAX_BODY_BYTES } from '../src/platform/platformConstants.ts';
import { MAX_BODY_BYTES } from '../src/sandboxConstants.ts';
import type { Envelope } from '../src/envelope.ts';
import { encryptBytesForServer } from './encrypt.ts';
import { harnessForFile } from './harness.ts';

const h = harnessForFile({ resetThrottles: true });

const badRequest = (message: string) => ({ success: false, message, code: 'BAD_REQUEST', value: null });

async function send(
  path: string,
  init: RequestInit & { duplex?: 'half' },
): Promise<{ status: number; body: Envelope }> {
  const res = await h.sandbox.app.request(new Request(`http://localhost${path}`, init));
  const body = (await res.json()) as Envelope;
  expect(body.code, body.message ?? '').not.toBe('CONTRACT_VIOLATION');
  return { status: res.status, body };
}

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

describe('input the database cannot store', () => {
  it('a NUL character in an encrypted JSON body: 400 naming the field', async () => {
    const before = await h.snapshot();
    const res = await h.login({ type: 'username', username: 'de\u0000mo', password: 'Demo1234' });
    expect([res.status, res.body]).toEqual([400, badRequest('username: must not contain a NUL character')]);
    expect(await h.snapshot()).toEqual(before);
  });

  it('bytes that are not UTF-8 in an encrypted JSON body', async () => {
    const plain = bytes('{"type":"username","username":"de', [0xff], 'mo","password":"Demo1234"}');
    const res = await h.call('POST', '/wps/session/login', {
      json: await encryptBytesForServer(await h.publicKey(), Uint8Array.from(plain)),
    });
    expect([res.status, res.body]).toEqual([400, badRequest('username: must be valid UTF-8')]);
  });

  it('a lone surrogate (a JSON escape with no UTF-8 form)', async () => {
    const res = await h.login({ type: 'username', username: 'demo\ud800', password: 'Demo1234' });
    expect([res.status, res.body]).toEqual([400, badRequest('username: must be valid UTF-8')]);
  });

  it('in a plain JSON body, nested, or in a property name', async () => {
    const permission = (body: unknown) => h.call('POST', '/wps/system/permission', { json: body });
    expect((await permission({ url: 'local\u0000host' })).body).toEqual(
      badRequest('url: must not contain a NUL character'),
    );
    const nested = await h.call('POST', '/wps/verification/sms/noLogin', {
      json: { countryDialingCode: '+66', mobileNum: '0812345678', botCheck: { token: ['a', 'b\u0000'] } },
    });
    expect(nested.body).toEqual(badRequest('botCheck.token.1: must not contain a NUL character'));
    expect((await permission({ url: 'localhost', 'x\u0000': 1 })).body).toEqual(
      badRequest('body: a property name must not contain a NUL character'),
    );
  });

  it('bytes that are not UTF-8 in a plain JSON body', async () => {
    const res = await send('/wps/system/permission', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bytes('{"url":"local', [0xc3, 0x28], 'host"}'),
    });
    expect([res.status, res.body]).toEqual([400, badRequest('url: must be valid UTF-8')]);
    const broken = await send('/wps/system/permission', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bytes('{"url":', [0xff]),
    });
    expect([broken.status, broken.body]).toEqual([400, badRequest('body: must be valid UTF-8')]);
  });

  it.each([
    ['a NUL', '?code=AB%00&domain=localhost', 'code: must not contain a NUL character'],
    ['bytes that are not UTF-8', '?code=AB%FF&domain=localhost', 'code: must be valid UTF-8'],
    [
      'a NUL in a parameter name',
      '?code=AB&domain=localhost&x%00=1',
      'query: a parameter name must not contain a NUL character',
    ],
  ])('%s in the query string', async (_name, query, message) => {
    const res = await h.call('GET', `/wps/agent/affiliate${query}`);
    expect([res.status, res.body]).toEqual([400, badRequest(message)]);
  });

  it('in a form body', async () => {
    const form = (raw: string) =>
      h.call('POST', '/wps/member/password/email', {
        raw,
        contentType: 'application/x-www-form-urlencoded',
      });
    expect((await form('username=de%00mo&email=demo%40example.com')).body).toEqual(
      badRequest('username: must not contain a NUL character'),
    );
    expect((await form('username=de%E9mo&email=demo%40example.com')).body).toEqual(
      badRequest('username: must be valid UTF-8'),
    );
  });

  it('in the path and in the captcha cookie', async () => {
    expect((await h.call('GET', '/lotto/play/ab%00cd')).body).toEqual(
      badRequest('path: must not contain a NUL character'),
    );
    const res = await h.call('GET', '/wps/captcha', { cookie: 'wps_captcha=%00' });
    expect([res.status, res.body]).toEqual([400, badRequest('wps_captcha: must not contain a NUL character')]);
  });

  it('in a multipart form (feedback)', async () => {
    const token = await h.tokenFor('agent', 'Agent1234');
    const form = new FormData();
    form.append('content', 'Hello\u0000');
    const res = await send('/wps/feedback', {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect([res.status, res.body]).toEqual([400, badRequest('content: must not contain a NUL character')]);
  });

  it('leaves valid text alone: Thai, emoji and an escaped replacement character', async () => {
    const res = await h.call('POST', '/wps/system/permission', { json: { url: 'ไทย-😀-\ufffd.example' } });
    expect(res.status).toBe(200);
  });
});

describe('the body size, checked as it comes in', () => {
  const tooLarge = (limit: number) => ({
    success: false,
    message: `body: must NOT be larger than ${limit} bytes`,
    code: 'PAYLOAD_TOO_LARGE',
    value: null,
  });

  it('a declared length over the limit: 413 with the envelope, nothing read', async () => {
    const res = await send('/wps/system/permission', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) },
      body: '{"url":"localhost"}',
    });
    expect([res.status, res.body]).toEqual([413, tooLarge(MAX_BODY_BYTES)]);
  });

  it('a body without a declared length is cut off once it passes the limit', async () => {
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    const total = 10 * 1024 * 1024;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) {
          controller.close();
          return;
        }
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    for (const path of ['/wps/system/permission', '/sandbox/system-status', '/no/such/route']) {
      pulled = 0;
      const body = path === '/wps/system/permission' ? stream : copyOf(chunk, total);
      const res = await send(path, {
        method: path === '/sandbox/system-status' ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      });
      expect([path, res.status, res.body]).toEqual([path, 413, tooLarge(MAX_BODY_BYTES)]);
      if (path === '/wps/system/permission') expect(pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * chunk.byteLength);
    }
  });

  it('an upload has its own larger limit (feedback), and meets it the same way', async () => {
    const token = await h.tokenFor('agent', 'Agent1234');
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(4 * MAX_BODY_BYTES),
    ]);
    const form = new FormData();
    form.append('content', 'A screenshot larger than any JSON body');
    form.append('images', new Blob([png], { type: 'image/png' }), 'shot.png');
    const ok = await send('/wps/feedback', {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect([ok.status, ok.body.success]).toEqual([200, true]);

    const over = await send('/wps/feedback', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: copyOf(new Uint8Array(64 * 1024).fill(0x2d), UPLOAD_FORM_MAX_BODY_BYTES + 1),
      duplex: 'half',
    });
    expect([over.status, over.body]).toEqual([413, tooLarge(UPLOAD_FORM_MAX_BODY_BYTES)]);
  });
});

/** A stream of `total` bytes made of `chunk`, with no declared length. */
function copyOf(chunk: Uint8Array, total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        controller.close();
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.byteLength, total - sent));
      sent += piece.byteLength;
      controller.enqueue(piece);
    },
  });
}
