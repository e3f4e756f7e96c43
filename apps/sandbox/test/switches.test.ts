// The merchant's switches (spec §6): PUT /sandbox/switches/:name flips a settings-tree node or a whitelabel flag, and
// the settings tree, whitelabel and permission calls, and the calls that obey a switch, follow at once.
import { describe, expect, it } from 'vitest';
import { encryptForServer } from './encrypt.ts';
import { harnessForFile, TEST_PROXY_SECRET } from './harness.ts';

const h = harnessForFile();

interface Node {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: Node[];
}

const flip = (name: string, enabled: unknown) => h.call('PUT', `/sandbox/switches/${name}`, { json: { enabled } });

async function tree(): Promise<Map<string, '1' | '0'>> {
  const found = new Map<string, '1' | '0'>();
  const walk = (nodes: Node[]) =>
    nodes.forEach((n) => {
      found.set(n.modId, n.enabled);
      walk(n.childrenNodes);
    });
  walk((await h.call<Node[]>('GET', '/wps/system/setting/tree')).body.value!);
  return found;
}

const whitelabel = async () => (await h.call<Record<string, boolean>>('GET', '/wps/system/whitelabel')).body.value!;
const permissionFlags = async () =>
  (await h.call<{ whitelabel: Record<string, boolean> }>('POST', '/wps/system/permission', { json: { url: 'x' } })).body
    .value!.whitelabel;

describe('PUT /sandbox/switches/:name', () => {
  it('turns a tree node off and on: the tree, both flag calls and the free-play login follow', async () => {
    expect((await tree()).get('LOGIN_FREE_PLAY')).toBe('1');
    expect((await flip('LOGIN_FREE_PLAY', false)).status).toBe(200);
    expect((await tree()).get('LOGIN_FREE_PLAY')).toBe('0');
    expect((await whitelabel()).freePlay).toBe(false);
    expect((await permissionFlags()).freePlay).toBe(false);
    const freePlay = await h.call('POST', '/wps/session/login/freeplay', {
      json: await encryptForServer(await h.publicKey(), { os: 'Android', platform: 'W', gatewayVersion: 3 }),
      headers: { 'x-forwarded-for': '10.9.9.9', 'x-site-proxy-secret': TEST_PROXY_SECRET },
    });
    expect(freePlay.body).toMatchObject({ success: false, code: 'FUNCTION_DISABLED' });
    await flip('LOGIN_FREE_PLAY', true);
    expect((await whitelabel()).freePlay).toBe(true);
  });

  it('a registration switch is the registration settings’ (the calls that obey it see it)', async () => {
    await flip('REGISTER_SMS_VERIFICATION', false);
    const settings = await h.call<{ smsVerification: boolean }>('GET', '/wps/system/setting/register');
    expect(settings.body.value!.smsVerification).toBe(false);
    expect((await tree()).get('REGISTER_SMS_VERIFICATION')).toBe('0');
    await flip('REGISTER_SMS_VERIFICATION', true);
    expect((await whitelabel()).smsVerification).toBe(true);
  });

  it('a parent turned off turns its children’s flags off', async () => {
    await flip('LOGIN', false);
    expect(await whitelabel()).toMatchObject({ freePlay: false, mobileCodeLogin: false, forcedPasswordChange: false });
    expect((await tree()).get('LOGIN_FREE_PLAY')).toBe('1'); // the node itself stays as set
    await flip('LOGIN', true);
    expect((await whitelabel()).freePlay).toBe(true);
  });

  it('a whitelabel flag of its own: CBS3, and loginedToHomePage, which is not sent until it is set', async () => {
    expect(await whitelabel()).not.toHaveProperty('loginedToHomePage');
    await flip('loginedToHomePage', true);
    expect((await permissionFlags()).loginedToHomePage).toBe(true);
    await flip('CBS3', false);
    expect((await whitelabel()).CBS3).toBe(false);
    await flip('CBS3', true);
    await flip('loginedToHomePage', false);
    expect((await whitelabel()).loginedToHomePage).toBe(false);
    // null: not sent again, the site keeps its merchant's value
    expect((await flip('loginedToHomePage', null)).status).toBe(200);
    expect(await whitelabel()).not.toHaveProperty('loginedToHomePage');
    expect((await flip('CBS3', null)).status).toBe(400);
  });

  it('the password switches: PASSWORD_CHANGE_MAIL off refuses the mail reset', async () => {
    await flip('PASSWORD_CHANGE_MAIL', false);
    const res = await h.call('POST', '/wps/member/password/email', {
      raw: 'username=demo&email=demo%40example.com',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.body).toMatchObject({ success: false, code: 'FUNCTION_DISABLED' });
    await flip('PASSWORD_CHANGE_MAIL', true);
  });

  it('refuses an unknown name and a body without enabled, naming what it takes', async () => {
    const unknown = await flip('NO_SUCH_SWITCH', true);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/name: must be one of .*LOGIN_FREE_PLAY.*loginedToHomePage/);
    const bad = await flip('CBS3', 'yes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('enabled: must be true, false or null');
  });
});
