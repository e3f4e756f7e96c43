import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_MAX_BYTES } from '@wl/rules';
import { seedPlatform } from '../src/platform/platformArea.ts';
import { MESSAGES, type Envelope } from '../src/envelope.ts';
import {
  CHAT_TICKET_TTL_MS,
  UPLOAD_FORM_MAX_BODY_BYTES,
  FEEDBACK_WINDOW_MS,
  POINT_PASSWORD_LOCK_MS,
} from '../src/platform/platformConstants.ts';
import { encodeServicePath } from '../src/platform/servicePath.ts';
import { REGISTRATION_OPTIONS } from '../src/accounts/accountsSeedData.ts';
import { MERCHANT_FLAGS } from '../src/siteConfig.ts';
import { toMinor } from '../src/store/ledger.ts';
import { encryptForServer } from './encrypt.ts';
import { harnessForFile, type Reply } from './harness.ts';

const h = harnessForFile();

const MINUTE_MS = 60_000;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);

const demoToken = () => h.tokenFor('demo', 'Demo1234');
const trialToken = () => h.tokenFor('trial', 'Trial1234');

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await h.sandbox.db.query<T>(sql, params)).rows[0]!;
}

/** The slice's row counts plus every table of this area: a rejected request must change none of them. */
async function snapshot() {
  const platform = await one<Record<string, unknown>>(`SELECT
    (SELECT count(*)::int FROM feedback) AS feedback,
    (SELECT count(*)::int FROM feedback_images) AS feedback_images,
    (SELECT count(*)::int FROM member_languages) AS languages,
    (SELECT count(*)::int FROM chat_messages) AS chat_messages,
    (SELECT count(*)::int FROM chat_messages WHERE read_at IS NULL) AS chat_unread,
    (SELECT count(*)::int FROM chat_tickets) AS chat_tickets,
    (SELECT coalesce(sum(points), 0)::int FROM point_balances) AS points,
    (SELECT count(*)::int FROM point_transactions) AS point_transactions,
    (SELECT count(*)::int FROM point_redemptions) AS redemptions,
    (SELECT sum(quantity)::int FROM point_rewards) AS stock,
    (SELECT coalesce(json_agg(f ORDER BY member_id), '[]') FROM point_password_failures f) AS password_failures`);
  return { ...(await h.snapshot()), ...platform };
}

/** The contract's refusal: 400 with exactly this message. */
function expectRefused(res: Reply, message: string): void {
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(message);
}

/** Each query of `cases`, sent to GET `path` with the demo member's token, is refused with exactly its message. */
function itRefusesQueries(path: string, cases: [query: string, message: string][]): void {
  it.each(cases)('400 for %s', async (query, message) => {
    expectRefused(await h.call('GET', `${path}?${query}`, { token: await demoToken() }), message);
  });
}

/** Sent with the demo member's token, the request is refused with this message and changes no row of the snapshot. */
async function expectRefusedUnchanged(send: (token: string) => Promise<Reply>, message: string): Promise<void> {
  const token = await demoToken();
  const before = await snapshot();
  expectRefused(await send(token), message);
  expect(await snapshot()).toEqual(before);
}

/** A call with the body encrypted as the site sends x-encrypted operations. */
async function sealed<T>(path: string, body: unknown, token: string): Promise<Reply<T>> {
  return h.call<T>('POST', path, { json: await encryptForServer(await h.publicKey(), body), token });
}

/** PUT /wps/feedback with a multipart body (the harness's `call` sends strings only). */
async function sendFeedback(
  body: FormData | string,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<Reply<{ feedbackId: number; images: number; createdAt: string }>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await h.sandbox.app.request('/wps/feedback', { method: 'PUT', body, headers });
  const parsed = (await res.json()) as Envelope<never>;
  expect(parsed.code, parsed.message ?? '').not.toBe('CONTRACT_VIOLATION');
  return { status: res.status, body: parsed, headers: res.headers };
}

function feedbackForm(
  content: string | null,
  images: { bytes: Uint8Array<ArrayBuffer>; type: string }[] = [],
): FormData {
  const form = new FormData();
  if (content !== null) form.append('content', content);
  images.forEach((image, i) => form.append('images', new Blob([image.bytes], { type: image.type }), `photo-${i}`));
  return form;
}

/** The form with one more field (a file when `value` is a Blob). */
function withField(form: FormData, name: string, value: string | Blob, fileName?: string): FormData {
  if (typeof value === 'string') form.append(name, value);
  else form.append(name, value, fileName);
  return form;
}

const NEED_TRUE_ACCOUNT = { success: false, ...MESSAGES.needTrueAccount, value: null };

describe('GET /wps/system/whitelabel', () => {
  it('answers the merchant flags, chat service (CBS3) on, and the registration switches as stored', async () => {
    const res = await h.call<Record<string, boolean>>('GET', '/wps/system/whitelabel');
    expect(res.body.value).toEqual({
      ...MERCHANT_FLAGS,
      smsVerification: REGISTRATION_OPTIONS.smsVerification,
      forcedPasswordChange: REGISTRATION_OPTIONS.forcedPasswordChange,
      mobileCodeLogin: REGISTRATION_OPTIONS.mobileCodeLogin,
    });
    expect(res.body.value!.CBS3).toBe(true);
  });
});

describe('GET /wps/system/domainRoute', () => {
  it.each([
    ['localhost:5173', { domain: 'localhost', siteType: 'MEMBER', homePath: '/' }],
    ['LOTTO.siam-sandbox.example', { domain: 'lotto.siam-sandbox.example', siteType: 'MEMBER', homePath: '/lottery' }],
    ['agent.siam-sandbox.example', { domain: 'agent.siam-sandbox.example', siteType: 'AGENT', homePath: '/' }],
  ])('routes %s', async (domain, expected) => {
    const res = await h.call('GET', `/wps/system/domainRoute?domain=${encodeURIComponent(domain)}`);
    expect(res.body).toEqual({ success: true, message: null, code: null, value: expected });
  });

  it('refuses a domain the merchant has not bound', async () => {
    const res = await h.call('GET', '/wps/system/domainRoute?domain=evil.example');
    expect(res.body).toEqual({
      success: false,
      message: 'Invalid URL, please contact customer service',
      code: 'INVALID_DOMAIN',
      value: null,
    });
  });

  it.each([
    ['missing', '', 'domain: is required'],
    ['pattern mismatch', '?domain=https://x.example/', 'domain: must match pattern "^[A-Za-z0-9.-]+(?::[0-9]{1,5})?$"'],
    ['too long', `?domain=${'a'.repeat(256)}`, 'domain: must NOT have more than 255 characters'],
  ])('400 when the domain is %s', async (_name, query, message) => {
    expectRefused(await h.call('GET', `/wps/system/domainRoute${query}`), message);
  });
});

describe('GET /wps/system/helpCenter', () => {
  interface Section {
    id: number;
    code: string;
    title: string;
    content: string;
    language: string;
  }
  const codes = [
    'about-us',
    'user-agreement',
    'terms',
    'privacy-policy',
    'deposit',
    'withdraw',
    'points-mall',
    'responsible-gaming',
    'contact-us',
  ];

  it('answers the sections in English by default, in order', async () => {
    const res = await h.call<{ list: Section[] }>('GET', '/wps/system/helpCenter');
    const list = res.body.value!.list;
    expect(list.map((s) => s.code)).toEqual(codes);
    expect(list.every((s) => s.language === 'EN' && s.title.length > 0)).toBe(true);
  });

  it('answers Thai where written and English for the rest', async () => {
    const list = (await h.call<{ list: Section[] }>('GET', '/wps/system/helpCenter?language=TY')).body.value!.list;
    expect(list.map((s) => s.code)).toEqual(codes);
    expect(list.find((s) => s.code === 'about-us')).toMatchObject({ title: 'เกี่ยวกับเรา', language: 'TY' });
    expect(list.find((s) => s.code === 'contact-us')).toMatchObject({ title: 'Contact us', language: 'EN' });
  });

  it('delivers the HTML as written, hostile parts included (the site sanitizes it)', async () => {
    const html = (await h.call<{ list: Section[] }>('GET', '/wps/system/helpCenter')).body
      .value!.list.map((s) => s.content)
      .join('\n');
    for (const hostile of ['<script>', 'onerror=', 'javascript:', '<iframe', 'onload=', '<form action="https://evil']) {
      expect(html).toContain(hostile);
    }
  });

  it('400 for a language the contract does not know', async () => {
    const res = await h.call('GET', '/wps/system/helpCenter?language=XX');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('language: must be one of "EN", "TY", "TH", "CN", "ID", "VI", "JA", "PH"');
  });
});

describe('GET /wps/system/setting/tree', () => {
  interface Node {
    modId: string;
    name: string;
    enabled: '1' | '0';
    childrenNodes: Node[];
  }
  const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.childrenNodes)]);

  it('answers the feature toggles as a tree, in agreement with the permission call', async () => {
    const roots = (await h.call<Node[]>('GET', '/wps/system/setting/tree')).body.value!;
    expect(roots.map((n) => n.modId)).toEqual(['REGISTER', 'LOGIN', 'PASSWORD', 'REFERRAL', 'AGENT_CENTRE']);
    const enabled = Object.fromEntries(flatten(roots).map((n) => [n.modId, n.enabled]));
    expect(enabled).toEqual({
      REGISTER: '1',
      REGISTER_USERNAME: '1',
      REGISTER_MOBILE: '1',
      REGISTER_SMS_VERIFICATION: '1',
      REGISTER_DIRECT: '1',
      LOGIN: '1',
      LOGIN_MOBILE_CODE: '1',
      LOGIN_FREE_PLAY: '1',
      LOGIN_FORCE_PASSWORD_CHANGE: '1',
      PASSWORD: '1',
      PASSWORD_CHANGE_MAIL: '1',
      PASSWORD_CHANGE_VERIFICATION: '1',
      REFERRAL: '1',
      AGENT_CENTRE: '1',
    });
    const permission = (
      await h.call<{ whitelabel: Record<string, boolean>; register: { usernameEnabled: boolean; mobileReg: boolean } }>(
        'POST',
        '/wps/system/permission',
        { json: { url: 'localhost' } },
      )
    ).body.value!;
    expect(enabled.LOGIN_FREE_PLAY === '1').toBe(permission.whitelabel.freePlay);
    expect(enabled.REGISTER_MOBILE === '1').toBe(permission.register.mobileReg);
  });

  it('shows the registration switches as the registration settings hold them, like every other call', async () => {
    await h.sandbox.db.query(
      'UPDATE registration_options SET sms_verification = false, mobile_code_login = false, register_mobile_enabled = false',
    );
    try {
      const tree = (await h.call<Node[]>('GET', '/wps/system/setting/tree')).body.value!;
      const enabled = Object.fromEntries(flatten(tree).map((n) => [n.modId, n.enabled]));
      expect(enabled).toMatchObject({ REGISTER_SMS_VERIFICATION: '0', LOGIN_MOBILE_CODE: '0', REGISTER_MOBILE: '0' });
      const whitelabel = (await h.call<Record<string, boolean>>('GET', '/wps/system/whitelabel')).body.value!;
      expect(whitelabel).toMatchObject({ smsVerification: false, mobileCodeLogin: false });
      const permission = (
        await h.call<{ whitelabel: Record<string, boolean>; register: Record<string, boolean> }>(
          'POST',
          '/wps/system/permission',
          { json: { url: 'localhost' } },
        )
      ).body.value!;
      expect(permission.whitelabel).toEqual(whitelabel);
      expect(permission.register).toEqual({ usernameEnabled: true, mobileReg: false });
      const settings = (
        await h.call<{ smsVerification: boolean; mobileCodeLogin: boolean; registerTypes: Record<string, boolean> }>(
          'GET',
          '/wps/system/setting/register',
        )
      ).body.value!;
      expect(settings).toMatchObject({
        smsVerification: false,
        mobileCodeLogin: false,
        registerTypes: { register: true, registerMobile: false },
      });
    } finally {
      await h.sandbox.db.query(
        'UPDATE registration_options SET sms_verification = true, mobile_code_login = true, register_mobile_enabled = true',
      );
    }
  });
});

describe('GET /wps/system/routers', () => {
  it('lists the mirror domains, each with speed 0', async () => {
    const res = await h.call<{ domainList: { domain: string; speed: number }[] }>('GET', '/wps/system/routers');
    expect(res.body.value!.domainList).toEqual([
      { domain: 'https://www.siam-sandbox.example', speed: 0 },
      { domain: 'https://www2.siam-sandbox.example', speed: 0 },
      { domain: 'https://www3.siam-sandbox.example', speed: 0 },
    ]);
  });
});

describe('PUT /wps/system/language', () => {
  it('acknowledges a visitor without storing anything', async () => {
    const before = await snapshot();
    const res = await h.call('PUT', '/wps/system/language', { json: { language: 'TY' } });
    expect(res.body.value).toEqual({ language: 'TY', stored: false });
    expect(await snapshot()).toEqual(before);
  });

  it("stores a member's choice, last one wins", async () => {
    const token = await demoToken();
    await h.call('PUT', '/wps/system/language', { json: { language: 'TY' }, token });
    const res = await h.call('PUT', '/wps/system/language', { json: { language: 'PH' }, token });
    expect(res.body.value).toEqual({ language: 'PH', stored: true });
    const stored = await one<{ language: string }>('SELECT language FROM member_languages WHERE member_id = $1', [
      await h.memberId('demo'),
    ]);
    expect(stored.language).toBe('PH');
  });

  it('401 with a token that is not a session', async () => {
    const res = await h.call('PUT', '/wps/system/language', { json: { language: 'EN' }, token: 'f'.repeat(64) });
    expect(res.status).toBe(401);
  });

  it.each([
    ['missing field', {}, 'language: is required'],
    ['wrong type', { language: 1 }, 'language: must be string'],
    ['unknown enum', { language: 'th-TH' }, 'language: must be one of "EN", "TY", "TH", "CN", "ID", "VI", "JA", "PH"'],
    ['unknown property', { language: 'EN', region: 'TH' }, 'region: is not an allowed property'],
  ])('400 for %s, nothing stored', async (_name, json, message) => {
    await expectRefusedUnchanged((token) => h.call('PUT', '/wps/system/language', { json, token }), message);
  });
});

describe('PUT /wps/feedback (multipart)', () => {
  it('stores the text and the images', async () => {
    const token = await h.tokenFor('agent', 'Agent1234');
    const res = await sendFeedback(
      feedbackForm('The lottery page is slow on my phone 🐢', [
        { bytes: PNG, type: 'image/png' },
        { bytes: JPEG, type: 'image/jpeg' },
      ]),
      { token },
    );
    expect(res.body).toMatchObject({
      success: true,
      value: { images: 2, createdAt: new Date(h.clock.now).toISOString() },
    });
    const id = res.body.value!.feedbackId;
    const stored = await one<{ content: string; member: number }>(
      'SELECT content, member_id AS member FROM feedback WHERE id = $1',
      [id],
    );
    expect(stored).toEqual({ content: 'The lottery page is slow on my phone 🐢', member: await h.memberId('agent') });
    const images = (
      await h.sandbox.db.query<{ mime_type: string; data: Uint8Array }>(
        'SELECT mime_type, data FROM feedback_images WHERE feedback_id = $1 ORDER BY position',
        [id],
      )
    ).rows;
    expect(images.map((i) => i.mime_type)).toEqual(['image/png', 'image/jpeg']);
    expect(Buffer.from(images[0]!.data)).toEqual(Buffer.from(PNG));
  });

  it('takes text alone, and exactly 140 characters', async () => {
    const token = await h.tokenFor('expired', 'Expired1234');
    const res = await sendFeedback(feedbackForm('ก'.repeat(140)), { token });
    expect(res.body).toMatchObject({ success: true, value: { images: 0 } });
  });

  it('allows 3 within 5 minutes, then asks to wait', async () => {
    const token = await demoToken();
    for (let i = 0; i < 3; i++) {
      expect((await sendFeedback(feedbackForm(`Idea ${i}`), { token })).body.success).toBe(true);
    }
    const before = await snapshot();
    expect((await sendFeedback(feedbackForm('One more'), { token })).body).toEqual({
      success: false,
      message: 'Too many requests, please try again after 5 minutes',
      code: 'TOO_MANY_REQUESTS',
      value: null,
    });
    expect(await snapshot()).toEqual(before);
    h.clock.now += FEEDBACK_WINDOW_MS;
    expect((await sendFeedback(feedbackForm('One more'), { token })).body.success).toBe(true);
  });

  it('refuses a trial account', async () => {
    const token = await trialToken();
    const before = await snapshot();
    expect((await sendFeedback(feedbackForm('Hello'), { token })).body).toEqual(NEED_TRUE_ACCOUNT);
    expect(await snapshot()).toEqual(before);
  });

  it('401 without a session', async () => {
    expect((await sendFeedback(feedbackForm('Hello'))).status).toBe(401);
  });

  describe('400 for input that breaks the form, nothing stored', () => {
    const big = new Uint8Array(UPLOAD_IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    const cases: [string, () => FormData | string, string, Record<string, string>?][] = [
      ['missing content', () => feedbackForm(null, [{ bytes: PNG, type: 'image/png' }]), 'content: is required'],
      ['empty content', () => feedbackForm(''), 'content: must NOT have fewer than 1 characters'],
      ['blank content', () => feedbackForm('   '), 'content: must match pattern "\\S"'],
      ['too long', () => feedbackForm('x'.repeat(141)), 'content: must NOT have more than 140 characters'],
      [
        'content sent as a file',
        () => withField(new FormData(), 'content', new Blob(['hi'], { type: 'text/plain' }), 'note.txt'),
        'content: must be string',
      ],
      ['unknown field', () => withField(feedbackForm('Hello'), 'rating', '5'), 'rating: is not an allowed property'],
      [
        'four images',
        () =>
          feedbackForm(
            'Hello',
            Array.from({ length: 4 }, () => ({ bytes: PNG, type: 'image/png' })),
          ),
        'images: must NOT have more than 3 items',
      ],
      [
        'a gif',
        () =>
          feedbackForm('Hello', [
            { bytes: PNG, type: 'image/png' },
            { bytes: GIF, type: 'image/gif' },
          ]),
        'images.1: must be a png or jpg image',
      ],
      [
        'a png that is not one',
        () => feedbackForm('Hello', [{ bytes: GIF, type: 'image/png' }]),
        'images.0: must be a png or jpg image',
      ],
      [
        'an image over 5 MB',
        () => feedbackForm('Hello', [{ bytes: big, type: 'image/png' }]),
        `images.0: must NOT be larger than ${UPLOAD_IMAGE_MAX_BYTES} bytes`,
      ],
      [
        'an image given as text',
        () => withField(feedbackForm('Hello'), 'images', 'data:image/png;base64,iVBORw0KGgo='),
        'images.0: must be a file',
      ],
      [
        'a JSON body',
        () => JSON.stringify({ content: 'Hello' }),
        'body: must be sent as multipart/form-data',
        { 'content-type': 'application/json' },
      ],
      [
        'a broken multipart body',
        () => 'not a multipart body',
        'body: is not a valid multipart form',
        { 'content-type': 'multipart/form-data; boundary=abc' },
      ],
    ];
    it.each(cases)('%s', async (_name, body, message, headers) => {
      const token = await h.tokenFor('agent', 'Agent1234');
      const before = await snapshot();
      const res = await sendFeedback(body(), { token, headers });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message, code: 'BAD_REQUEST', value: null });
      expect(await snapshot()).toEqual(before);
    });

    it('a body over the limit answers 413 before it is read', async () => {
      const token = await h.tokenFor('agent', 'Agent1234');
      const before = await snapshot();
      const res = await sendFeedback('x', {
        token,
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(UPLOAD_FORM_MAX_BODY_BYTES + 1),
        },
      });
      expect([res.status, res.body]).toEqual([
        413,
        {
          success: false,
          message: `body: must NOT be larger than ${UPLOAD_FORM_MAX_BODY_BYTES} bytes`,
          code: 'PAYLOAD_TOO_LARGE',
          value: null,
        },
      ]);
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe('chat', () => {
  const request = { b2c: 1, title: 'Customer service', language: 'EN' };

  it('counts the unread messages, opens the chat window, which reads them', async () => {
    const token = await demoToken();
    const unread = () => h.call<{ unReadCount: number }>('GET', '/wps/relay/CSP_unreadCount', { token });
    expect((await unread()).body.value).toEqual({ unReadCount: 3 });

    const res = await h.call<{ chatUrl: string }>('POST', '/wps/relay/CSP_getChatUrl', { json: request, token });
    const chatUrl = res.body.value!.chatUrl;
    expect(chatUrl).toMatch(/^\/sandbox\/chat\?ticket=[0-9a-f]{64}$/);
    // The address carries a ticket, never the session token.
    expect(chatUrl).not.toContain(token);

    const page = await h.sandbox.app.request(chatUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('background:#6142bf');
    expect(html).toContain('Your deposit of 500 THB has been credited.');
    // A message with markup is shown as text.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect((await unread()).body.value).toEqual({ unReadCount: 0 });
  });

  it('lets the member write back from the window', async () => {
    const token = await h.tokenFor('agent', 'Agent1234');
    const chatUrl = (
      await h.call<{ chatUrl: string }>('POST', '/wps/relay/CSP_getChatUrl', {
        json: { ...request, title: '<img src=x onerror=alert(1)>', language: 'TY', headerColor: '#ff947a' },
        token,
      })
    ).body.value!.chatUrl;
    const ticket = new URL(chatUrl, 'http://sandbox.test').searchParams.get('ticket')!;
    const sent = await h.sandbox.app.request('/sandbox/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket, text: '  Hello, I need help with a withdrawal  ' }).toString(),
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(chatUrl);
    const html = await (await h.sandbox.app.request(chatUrl)).text();
    expect(html).toContain('Hello, I need help with a withdrawal');
    expect(html).toContain('lang="th"');
    expect(html).toContain('background:#ff947a');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    const last = await one<{ sender: string; body: string }>(
      'SELECT sender, body FROM chat_messages WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [await h.memberId('agent')],
    );
    expect(last).toEqual({ sender: 'MEMBER', body: 'Hello, I need help with a withdrawal' });

    const before = await snapshot();
    const empty = await h.sandbox.app.request('/sandbox/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket, text: '   ' }).toString(),
    });
    expect(empty.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('a chat window address ends after its lifetime', async () => {
    const token = await demoToken();
    const chatUrl = (await h.call<{ chatUrl: string }>('POST', '/wps/relay/CSP_getChatUrl', { json: request, token }))
      .body.value!.chatUrl;
    h.clock.now += CHAT_TICKET_TTL_MS;
    expect((await h.sandbox.app.request(chatUrl)).status).toBe(404);
    expect((await h.sandbox.app.request('/sandbox/chat?ticket=nothing')).status).toBe(404);
  });

  it('refuses a trial account on both calls', async () => {
    const token = await trialToken();
    const before = await snapshot();
    expect((await h.call('POST', '/wps/relay/CSP_getChatUrl', { json: request, token })).body).toEqual(
      NEED_TRUE_ACCOUNT,
    );
    expect((await h.call('GET', '/wps/relay/CSP_unreadCount', { token })).body).toEqual(NEED_TRUE_ACCOUNT);
    expect(await snapshot()).toEqual(before);
  });

  it('401 without a session', async () => {
    expect((await h.call('GET', '/wps/relay/CSP_unreadCount')).status).toBe(401);
    expect((await h.call('POST', '/wps/relay/CSP_getChatUrl', { json: request })).status).toBe(401);
  });

  it.each([
    ['missing field', { b2c: 1, language: 'EN' }, 'title: is required'],
    ['wrong type', { ...request, title: 5 }, 'title: must be string'],
    ['wrong constant', { ...request, b2c: 2 }, 'b2c: must be equal to constant'],
    ['too long', { ...request, title: 't'.repeat(65) }, 'title: must NOT have more than 64 characters'],
    ['pattern mismatch', { ...request, headerColor: 'red' }, 'headerColor: must match pattern "^#[0-9A-Fa-f]{6}$"'],
    [
      'unknown enum',
      { ...request, language: 'XX' },
      'language: must be one of "EN", "TY", "TH", "CN", "ID", "VI", "JA", "PH"',
    ],
    ['unknown property', { ...request, token: 'x' }, 'token: is not an allowed property'],
  ])('chat URL: 400 for %s, nothing stored', async (_name, json, message) => {
    await expectRefusedUnchanged((token) => h.call('POST', '/wps/relay/CSP_getChatUrl', { json, token }), message);
  });
});

describe('GET /wps/relay/CSP_getServiceLink', () => {
  /** The client's decoding, written out here: key = last 8 characters, base64, XOR. */
  const decode = (path: string) => {
    const key = path.slice(-8);
    const bytes = Buffer.from(path.slice(0, -8), 'base64').map((b, i) => b ^ key.charCodeAt(i % 8));
    return Buffer.from(bytes).toString('utf8');
  };

  it('lists the three types; type 3 is obfuscated with a fresh key each time', async () => {
    const list = async () =>
      (
        await h.call<{ version: { pathList: { type: number; path: string }[] } }>(
          'GET',
          '/wps/relay/CSP_getServiceLink',
        )
      ).body.value!.version.pathList;
    const first = await list();
    const second = await list();
    expect(first.map((p) => p.type)).toEqual([1, 2, 3]);
    expect(first.slice(0, 2)).toEqual([
      { type: 1, path: 'https://livechat.example.com/chat?merchant=sandbox' },
      { type: 2, path: 'https://t.me/wl_sandbox_support' },
    ]);
    const desk = 'https://service.example.com/desk/sandbox?channel=web&merchant=SIAM';
    expect(first[2]!.path).not.toContain('service.example.com');
    expect(first[2]!.path).toMatch(/^[A-Za-z0-9+/]+=*[A-Za-z0-9]{8}$/);
    expect(decode(first[2]!.path)).toBe(desk);
    expect(decode(second[2]!.path)).toBe(desk);
    expect(second[2]!.path).not.toBe(first[2]!.path);
  });

  it('encodes the vector the client decoder is tested with', () => {
    expect(encodeServicePath('https://a.b', 'Key12345')).toBe('IxENQUEJGxoqSxs=Key12345');
    expect(() => encodeServicePath('https://a.b', 'short')).toThrow();
  });
});

describe('points', () => {
  interface Reward {
    rewardId: number;
    name: string;
    category: string;
    points: number;
    amount: number | null;
    quantity: number;
    imageUrl: string;
    needsAddress: boolean;
  }
  interface Redemption {
    referenceNo: string;
    rewardId: number;
    quantity: number;
    points: number;
    amount: number | null;
    status: string;
    address: string | null;
    remark: string | null;
  }
  interface Page<T> {
    list: T[];
    pageNo: number;
    pageSize: number;
    totalPages: number;
    totalCount: number;
  }
  interface Transaction {
    referenceNo: string;
    type: string;
    points: number;
    balanceAfter: number;
    remark: string;
    time: string;
  }

  const rewards = async () => (await h.call<{ list: Reward[] }>('GET', '/wps/relay/getPointReward')).body.value!.list;
  const reward = async (name: string) => (await rewards()).find((r) => r.name === name)!;
  const balance = async (token: string) =>
    (await h.call<{ points: number }>('GET', '/wps/relay/MCS2_getPointBalance', { token })).body.value!.points;
  const mainWallet = async (account: string) =>
    Number(
      (
        await one<{ balance: string }>(
          `SELECT balance::text FROM wallets WHERE member_id = $1 AND vassalage = 'MAIN'`,
          [await h.memberId(account)],
        )
      ).balance,
    );
  const redeem = (body: unknown, token: string) =>
    sealed<Redemption>('/wps/relay/passwordCheck/MCS2_redeemPointReward', body, token);
  let convertKeys = 0;
  /** A conversion; a fresh idempotency key unless the body brings its own (or says `idempotencyKey: undefined`). */
  const convert = (body: object, token: string) =>
    sealed<{ referenceNo: string; points: number; amount: string; pointsBalance: number; mainBalance: string }>(
      '/wps/relay/passwordCheck/MCS2_convertPoint',
      { idempotencyKey: `convert-key-${String(++convertKeys).padStart(6, '0')}`, ...body },
      token,
    );
  const review = (referenceNo: string, status: string, remark?: string) =>
    h.call<Redemption>('POST', `/sandbox/points/redemptions/${referenceNo}/review`, { json: { status, remark } });

  it('the balance agrees with the ledger; a trial account has none', async () => {
    const token = await demoToken();
    const points = await balance(token);
    const ledger = await one<{ sum: number }>(
      'SELECT sum(points)::int AS sum FROM point_transactions WHERE member_id = $1',
      [await h.memberId('demo')],
    );
    expect(points).toBe(ledger.sum);
    expect(points).toBeGreaterThan(10_000);
    expect(await balance(await trialToken())).toBe(0);
    expect((await h.call('GET', '/wps/relay/MCS2_getPointBalance')).status).toBe(401);
  });

  it('the catalogue: 10+ rewards on offer, sold-out ones with quantity 0, inactive ones hidden, art served', async () => {
    const list = await rewards();
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.some((r) => r.quantity === 0)).toBe(true);
    expect(list.map((r) => r.name)).not.toContain('Songkran water gun');
    expect(list.filter((r) => r.category === 'CASH').every((r) => r.amount !== null && !r.needsAddress)).toBe(true);
    const art = await h.sandbox.app.request(list[0]!.imageUrl);
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await art.text()).toContain('Cash 10 THB');
    expect((await h.sandbox.app.request('/sandbox/points/rewards/999.svg')).status).toBe(404);
  });

  it('the config: rules, the exchange-rate table ascending, no expiry', async () => {
    const config = (
      await h.call<{
        rules: string[];
        exchangeRates: { minRankLevel: number; labelName: string; points: number; amount: number }[];
        minConvertPoints: number;
        pointsExpire: boolean;
        currency: string;
      }>('GET', '/wps/relay/getPointConfig')
    ).body.value!;
    expect(config.rules.length).toBeGreaterThan(3);
    expect(config.exchangeRates[0]).toEqual({ minRankLevel: 0, labelName: 'Member', points: 100, amount: 1 });
    expect(config.exchangeRates.find((r) => r.labelName === 'Gold')).toEqual({
      minRankLevel: 5,
      labelName: 'Gold',
      points: 100,
      amount: 1.2,
    });
    const levels = config.exchangeRates.map((r) => r.minRankLevel);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(config).toMatchObject({ minConvertPoints: 1000, pointsExpire: false, currency: 'THB' });
  });

  describe('redeem', () => {
    it('takes the points and the stock at once, in process; approving credits a cash reward to MAIN', async () => {
      const token = await demoToken();
      const cash = await reward('Cash 10 THB');
      const pointsBefore = await balance(token);
      const walletBefore = await mainWallet('demo');
      const res = await redeem({ rewardId: cash.rewardId, quantity: 2, password: 'Demo1234' }, token);
      expect(res.body.value).toMatchObject({
        rewardId: cash.rewardId,
        rewardName: 'Cash 10 THB',
        quantity: 2,
        points: 2000,
        amount: 20,
        status: 'PROCESSING',
        reviewTime: null,
        address: null,
      });
      expect(await balance(token)).toBe(pointsBefore - 2000);
      expect((await reward('Cash 10 THB')).quantity).toBe(cash.quantity - 2);
      const newest = (await h.call<Page<Transaction>>('GET', '/wps/relay/ODSFE2_MemTransDet', { token })).body.value!
        .list[0]!;
      expect(newest).toMatchObject({ type: 'REDEEM', points: -2000, balanceAfter: pointsBefore - 2000 });
      expect(await mainWallet('demo')).toBe(walletBefore);

      const approved = await review(res.body.value!.referenceNo, 'APPROVED');
      expect(approved.body.value).toMatchObject({
        status: 'APPROVED',
        reviewTime: new Date(h.clock.now).toISOString(),
      });
      expect(await mainWallet('demo')).toBeCloseTo(walletBefore + 20, 2);
      expect((await review(res.body.value!.referenceNo, 'REJECTED')).status).toBe(404);
    });

    it('rejecting gives the points and the stock back', async () => {
      const token = await demoToken();
      const earbuds = await reward('Wireless earbuds');
      const pointsBefore = await balance(token);
      const res = await redeem(
        { rewardId: earbuds.rewardId, quantity: 1, password: 'Demo1234', address: '1 Silom Road, Bangkok 10500' },
        token,
      );
      expect(res.body.value).toMatchObject({
        status: 'PROCESSING',
        address: '1 Silom Road, Bangkok 10500',
        amount: null,
      });
      expect(await balance(token)).toBe(pointsBefore - 25_000);
      const rejected = await review(res.body.value!.referenceNo, 'REJECTED', 'Out of stock at the supplier');
      expect(rejected.body.value).toMatchObject({ status: 'REJECTED', remark: 'Out of stock at the supplier' });
      expect(await balance(token)).toBe(pointsBefore);
      expect((await reward('Wireless earbuds')).quantity).toBe(earbuds.quantity);
      const newest = (await h.call<Page<Transaction>>('GET', '/wps/relay/ODSFE2_MemTransDet', { token })).body.value!
        .list[0]!;
      expect(newest).toMatchObject({ type: 'REFUND', points: 25_000, balanceAfter: pointsBefore });
    });

    it.each([
      ['not enough points', 'Smartphone', 1, 'INSUFFICIENT_POINTS', 'Not enough points'],
      [
        'a sold-out reward',
        'Limited edition cap',
        1,
        'QUOTA_NOT_SUFFICIENT',
        'Quota not sufficient, please contact customer service',
      ],
      [
        'more than the stock',
        'Gold bar 1 g',
        4,
        'QUOTA_NOT_SUFFICIENT',
        'Quota not sufficient, please contact customer service',
      ],
    ])('refuses %s and changes nothing', async (_name, name, quantity, code, message) => {
      const token = await demoToken();
      const target = await reward(name);
      const before = await snapshot();
      const res = await redeem(
        { rewardId: target.rewardId, quantity, password: 'Demo1234', address: 'Bangkok' },
        token,
      );
      expect(res.body).toEqual({ success: false, message, code, value: null });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses an inactive or unknown reward', async () => {
      const token = await demoToken();
      const inactive = await one<{ id: number }>(`SELECT id FROM point_rewards WHERE NOT active`);
      for (const rewardId of [inactive.id, 9999]) {
        const res = await redeem({ rewardId, quantity: 1, password: 'Demo1234', address: 'Bangkok' }, token);
        expect(res.body.code).toBe('REWARD_UNAVAILABLE');
      }
    });

    it('refuses a trial account', async () => {
      const token = await trialToken();
      const cash = await reward('Cash 10 THB');
      expect((await redeem({ rewardId: cash.rewardId, quantity: 1, password: 'Trial1234' }, token)).body).toEqual(
        NEED_TRUE_ACCOUNT,
      );
    });

    it('a wrong password is refused; 5 lock the check for 5 minutes', async () => {
      // The expired account has no points: with the right password it gets as far as the balance.
      const token = await h.tokenFor('expired', 'Expired1234');
      const cash = await reward('Cash 10 THB');
      const attempt = (password: string) => redeem({ rewardId: cash.rewardId, quantity: 1, password }, token);
      for (let i = 0; i < 5; i++) expect((await attempt('wrong')).body.code).toBe('PASSWORD_INCORRECT');
      expect((await attempt('Expired1234')).body).toEqual({
        success: false,
        message: 'Too many requests, please try again after 5 minutes',
        code: 'TOO_MANY_REQUESTS',
        value: null,
      });
      expect(
        (await convert({ points: 1000, password: 'Expired1234' }, token)).body.code,
        'the lock covers converting too',
      ).toBe('TOO_MANY_REQUESTS');
      h.clock.now += POINT_PASSWORD_LOCK_MS;
      const fresh = await h.tokenFor('expired', 'Expired1234');
      expect((await redeem({ rewardId: cash.rewardId, quantity: 1, password: 'Expired1234' }, fresh)).body.code).toBe(
        'INSUFFICIENT_POINTS',
      );
      const failures = await h.sandbox.db.query('SELECT 1 FROM point_password_failures WHERE member_id = $1', [
        await h.memberId('expired'),
      ]);
      expect(failures.rows).toEqual([]);
    });

    it('401 without a session', async () => {
      expect((await redeem({ rewardId: 1, quantity: 1, password: 'x' }, '')).status).toBe(401);
    });

    describe('400 for input that breaks the contract, nothing changes', () => {
      const ok = { rewardId: 1, quantity: 1, password: 'Demo1234' };
      it.each([
        ['missing field', { rewardId: 1, quantity: 1 }, 'password: is required'],
        ['wrong type', { ...ok, quantity: '1' }, 'quantity: must be integer'],
        ['out of range', { ...ok, quantity: 100 }, 'quantity: must be <= 99'],
        ['too long', { ...ok, password: 'p'.repeat(129) }, 'password: must NOT have more than 128 characters'],
        ['too long address', { ...ok, address: 'a'.repeat(256) }, 'address: must NOT have more than 255 characters'],
        ['unknown property', { ...ok, points: 1 }, 'points: is not an allowed property'],
      ])('%s', async (_name, body, message) => {
        await expectRefusedUnchanged((token) => redeem(body, token), message);
      });

      it('an item that needs an address, sent without one', async () => {
        const jersey = await reward('Team jersey');
        await expectRefusedUnchanged(
          (token) => redeem({ rewardId: jersey.rewardId, quantity: 1, password: 'Demo1234' }, token),
          'address: is required',
        );
      });

      it('a plain body', async () => {
        const token = await demoToken();
        const before = await snapshot();
        const res = await h.call('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', { json: ok, token });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('ENCRYPTION_REQUIRED');
        expect(await snapshot()).toEqual(before);
      });
    });
  });

  describe('GET /wps/relay/getRedeemPointList', () => {
    it('pages the history newest first, with every status', async () => {
      const token = await demoToken();
      const all = (await h.call<Page<Redemption>>('GET', '/wps/relay/getRedeemPointList?pageSize=100', { token })).body
        .value!;
      expect(new Set(all.list.map((r) => r.status))).toEqual(new Set(['PROCESSING', 'REJECTED', 'APPROVED']));
      const page2 = (
        await h.call<Page<Redemption>>('GET', '/wps/relay/getRedeemPointList?pageNo=2&pageSize=2', { token })
      ).body.value!;
      expect(page2).toMatchObject({
        pageNo: 2,
        pageSize: 2,
        totalCount: all.totalCount,
        totalPages: Math.ceil(all.totalCount / 2),
      });
      expect(page2.list).toEqual(all.list.slice(2, 4));
      const rejected = (
        await h.call<Page<Redemption>>('GET', '/wps/relay/getRedeemPointList?status=REJECTED', { token })
      ).body.value!;
      expect(rejected.list.length).toBeGreaterThan(0);
      expect(rejected.list.every((r) => r.status === 'REJECTED' && r.remark)).toBe(true);
      const empty = (
        await h.call<Page<Redemption>>('GET', '/wps/relay/getRedeemPointList', { token: await trialToken() })
      ).body.value!;
      expect(empty).toEqual({ list: [], pageNo: 1, pageSize: 20, totalPages: 0, totalCount: 0 });
    });

    itRefusesQueries('/wps/relay/getRedeemPointList', [
      ['pageNo=0', 'pageNo: must be >= 1'],
      ['pageNo=abc', 'pageNo: must be integer'],
      ['pageSize=101', 'pageSize: must be <= 100'],
      ['status=DONE', 'status: must be one of "PROCESSING", "REJECTED", "APPROVED"'],
    ]);
  });

  describe('GET /wps/relay/ODSFE2_MemTransDet', () => {
    it('10,000 rows answer one page of them: the deepest page and a type filter in one call each', async () => {
      const memberId = await h.memberId('weak');
      await h.sandbox.db.query(
        `INSERT INTO point_transactions (member_id, type, points, balance_after, remark, created_at)
         SELECT $1, CASE WHEN n % 2 = 0 THEN 'EARN' ELSE 'CONVERT' END, 10, n * 10, 'bulk', $2::timestamptz - n * interval '1 minute'
         FROM generate_series(1, 10000) AS n`,
        [memberId, new Date(h.clock.now)],
      );
      const token = await h.tokenFor('weak', '123456');
      const list = async (query: string) =>
        (await h.call<Page<Transaction>>('GET', `/wps/relay/ODSFE2_MemTransDet?${query}`, { token })).body.value!;
      const deepest = await list('pageSize=10&pageNo=1000');
      expect(deepest).toMatchObject({ totalCount: 10_000, totalPages: 1000 });
      expect(deepest.list).toHaveLength(10);
      const converted = await list('type=CONVERT&pageSize=10');
      expect(converted).toMatchObject({ totalCount: 5000, totalPages: 500 });
      expect(converted.list.every((t) => t.type === 'CONVERT')).toBe(true);
      await h.sandbox.db.query('DELETE FROM point_transactions WHERE member_id = $1 AND remark = $2', [
        memberId,
        'bulk',
      ]);
    });

    it('pages the ledger newest first, filtered by type and time', async () => {
      const token = await demoToken();
      const list = (path: string) =>
        h.call<Page<Transaction>>('GET', `/wps/relay/ODSFE2_MemTransDet${path}`, { token });
      const first = (await list('?pageSize=5')).body.value!;
      expect(first.list).toHaveLength(5);
      expect(first.list[0]!.balanceAfter).toBe(await balance(token));
      const times = first.list.map((t) => t.time);
      expect(times).toEqual([...times].sort().reverse());
      expect(first.totalPages).toBe(Math.ceil(first.totalCount / 5));

      const earned = (await list('?type=EARN&pageSize=100')).body.value!;
      expect(earned.list.every((t) => t.type === 'EARN' && t.points > 0)).toBe(true);
      const converted = (await list('?type=CONVERT')).body.value!;
      expect(converted.list.every((t) => t.points < 0)).toBe(true);

      const end = new Date(h.clock.now).toISOString();
      const start = new Date(h.clock.now - 7 * 24 * 60 * MINUTE_MS).toISOString();
      const week = (await list(`?startTime=${start}&endTime=${end}&pageSize=100`)).body.value!;
      expect(week.totalCount).toBeLessThan(first.totalCount);
      expect(week.list.every((t) => t.time >= start && t.time < end)).toBe(true);
    });

    itRefusesQueries('/wps/relay/ODSFE2_MemTransDet', [
      ['type=BONUS', 'type: must be one of "EARN", "REDEEM", "REFUND", "CONVERT"'],
      ['startTime=yesterday', 'startTime: must match format "date-time"'],
      ['pageSize=0', 'pageSize: must be >= 1'],
      ['startTime=2026-01-10T00:00:00Z&endTime=2026-01-09T00:00:00Z', 'endTime: must not be before startTime'],
    ]);

    it('401 without a session', async () => {
      expect((await h.call('GET', '/wps/relay/ODSFE2_MemTransDet')).status).toBe(401);
    });
  });

  describe('convert', () => {
    it('moves points into the MAIN wallet at the Gold rate in one go', async () => {
      const token = await demoToken();
      const pointsBefore = await balance(token);
      const walletBefore = await mainWallet('demo');
      const res = await convert({ points: 1500, password: 'Demo1234' }, token);
      expect(res.body.value).toEqual({
        referenceNo: expect.stringMatching(/^PT\d{10}$/),
        points: 1500,
        amount: '18.00',
        pointsBalance: pointsBefore - 1500,
        mainBalance: (walletBefore + 18).toFixed(2),
      });
      expect(await mainWallet('demo')).toBeCloseTo(walletBefore + 18, 2);
      const newest = (await h.call<Page<Transaction>>('GET', '/wps/relay/ODSFE2_MemTransDet', { token })).body.value!
        .list[0]!;
      expect(newest).toMatchObject({ referenceNo: res.body.value!.referenceNo, type: 'CONVERT', points: -1500 });
    });

    it.each([
      ['below the minimum', 900, 'CONVERT_POINTS_INVALID'],
      ['not in steps of the rate', 1050, 'CONVERT_POINTS_INVALID'],
      ['more than the balance', 10_000_000, 'INSUFFICIENT_POINTS'],
    ])('refuses %s and changes nothing', async (_name, points, code) => {
      const token = await demoToken();
      const before = await snapshot();
      expect((await convert({ points, password: 'Demo1234' }, token)).body.code).toBe(code);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a trial account and a wrong password', async () => {
      expect((await convert({ points: 1000, password: 'Trial1234' }, await trialToken())).body).toEqual(
        NEED_TRUE_ACCOUNT,
      );
      const token = await demoToken();
      const before = await balance(token);
      expect((await convert({ points: 1000, password: 'nope' }, token)).body.code).toBe('PASSWORD_INCORRECT');
      expect(await balance(token)).toBe(before);
      await h.sandbox.db.query('DELETE FROM point_password_failures');
    });

    it("the settings say the member's rate exactly, the minimum and the points", async () => {
      const token = await demoToken();
      const res = await h.call('GET', '/wps/relay/MCS2_getPointConvertSettings', { token });
      expect(res.body.value).toEqual({
        points: await balance(token),
        minConvertPoints: 1000,
        rate: { labelName: 'Gold', points: 100, amount: '1.20' },
        currency: 'THB',
        minorDigits: 2,
      });
      expect((await h.call('GET', '/wps/relay/MCS2_getPointConvertSettings')).status).toBe(401);
    });

    it('an amount that is no binary fraction stays exact: 1,100 points at 1.05 are 11.55', async () => {
      await h.sandbox.db.query(`UPDATE point_rates SET amount = '1.05' WHERE label_name = 'Gold'`);
      const token = await demoToken();
      const walletBefore = await one<{ balance: string }>(
        `SELECT balance::text FROM wallets WHERE member_id = $1 AND vassalage = 'MAIN'`,
        [await h.memberId('demo')],
      );
      const res = await convert({ points: 1100, password: 'Demo1234' }, token);
      await h.sandbox.db.query(`UPDATE point_rates SET amount = '1.20' WHERE label_name = 'Gold'`);
      expect(res.body.value!.amount).toBe('11.55');
      expect(toMinor(res.body.value!.mainBalance) - toMinor(walletBefore.balance)).toBe(1155n);
    });

    it('the same key again answers the first conversion and moves nothing; with other points it is 400', async () => {
      const token = await demoToken();
      const body = { idempotencyKey: 'convert-again-000001', points: 1000, password: 'Demo1234' };
      const first = await convert(body, token);
      expect(first.body.success).toBe(true);
      const after = await snapshot();
      const again = await convert(body, token);
      expect(again.body.value).toEqual(first.body.value);
      expect(await snapshot()).toEqual(after);
      expectRefused(await convert({ ...body, points: 2000 }, token), 'idempotencyKey: was used for another request');
      expect(await snapshot()).toEqual(after);
    });

    it('two conversions of the whole balance at once: exactly one goes through', async () => {
      const token = await demoToken();
      const memberId = await h.memberId('demo');
      const conversions = async () =>
        (
          await one<{ n: number }>(
            `SELECT count(*)::int AS n FROM ledger WHERE member_id = $1 AND kind = 'pointsConversion'`,
            [memberId],
          )
        ).n;
      const points = await balance(token);
      const whole = points - (points % 100);
      const walletBefore = await mainWallet('demo');
      const conversionsBefore = await conversions();
      const answers = await Promise.all([
        convert({ points: whole, password: 'Demo1234' }, token),
        convert({ points: whole, password: 'Demo1234' }, token),
      ]);
      expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
      expect(answers.find((a) => !a.body.success)!.body.code).toBe('INSUFFICIENT_POINTS');
      expect(await balance(token)).toBe(points - whole);
      expect(await conversions()).toBe(conversionsBefore + 1);
      expect(await mainWallet('demo')).toBeCloseTo(walletBefore + (whole / 100) * 1.2, 2);
    });

    it.each([
      ['missing key', { idempotencyKey: undefined, points: 1000, password: 'Demo1234' }, 'idempotencyKey: is required'],
      ['missing field', { points: 1000 }, 'password: is required'],
      ['wrong type', { points: 10.5, password: 'Demo1234' }, 'points: must be integer'],
      ['out of range', { points: 0, password: 'Demo1234' }, 'points: must be >= 1'],
      ['empty password', { points: 1000, password: '' }, 'password: must NOT have fewer than 1 characters'],
      ['unknown property', { points: 1000, password: 'Demo1234', wallet: 'AG' }, 'wallet: is not an allowed property'],
    ])('400 for %s, nothing changes', async (_name, body, message) => {
      await expectRefusedUnchanged((token) => convert(body, token), message);
    });
  });
});

describe('seed', () => {
  it('is there once: 13 rewards, 9 help sections, 3 service links; seeding again adds nothing', async () => {
    const counts = await one<{ rewards: number; sections: number; links: number }>(`SELECT
      (SELECT count(*)::int FROM point_rewards) AS rewards,
      (SELECT count(DISTINCT code)::int FROM help_sections) AS sections,
      (SELECT count(*)::int FROM service_links) AS links`);
    expect(counts).toEqual({ rewards: 13, sections: 9, links: 3 });
    const before = await snapshot();
    await seedPlatform(h.sandbox.db, h.clock.now);
    expect(await snapshot()).toEqual(before);
  });

  it('a data folder seeded before the terms gets them on the next start, in English and Thai', async () => {
    const terms = () =>
      h.sandbox.db.query<{ language: string }>(`SELECT language FROM help_sections WHERE code = 'terms' ORDER BY 1`);
    await h.sandbox.db.query(`DELETE FROM help_sections WHERE code = 'terms'`);
    await seedPlatform(h.sandbox.db, h.clock.now);
    expect((await terms()).rows.map((r) => r.language)).toEqual(['EN', 'TY']);
  });

  it('the legal texts carry hostile HTML in both languages, for the site to sanitize', async () => {
    const { rows } = await h.sandbox.db.query<{ content: string }>(
      `SELECT content FROM help_sections WHERE code IN ('user-agreement', 'terms', 'privacy-policy')`,
    );
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => /<script|onerror=|javascript:|<iframe|<form|onmouseover=/.test(r.content))).toBe(true);
  });
});
