import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, DEFAULT_CONTRACT_PATH, loadContract, responseValidator } from './contract.ts';

const contract = loadContract();

describe('loadContract', () => {
  it('compiles every operation of openapi.yaml with its auth and encryption', () => {
    const summary = Object.fromEntries(
      contract.operations.map((o) => [
        o.operationId,
        `${o.method.toUpperCase()} ${o.routePath} ${o.auth}${o.encrypted ? ' encrypted' : ''}`,
      ]),
    );
    expect(summary).toMatchObject({
      getPermission: 'POST /wps/system/permission none',
      getSystemStatus: 'GET /wps/system/status none',
      getCaptcha: 'GET /wps/captcha none',
      login: 'POST /wps/session/login none encrypted',
      logout: 'DELETE /wps/session/logout required',
      getMemberInfo: 'GET /wps/member/info required',
      getBalance: 'GET /wps/v2/wallets/balance required',
    });
  });

  it('reads JSON and form bodies; a multipart body is left to its handler', () => {
    expect(contract.byId.get('login')!.body).toMatchObject({ mediaType: 'json', required: true });
    const form = contract.byId.get('resetPasswordByEmail')!.body!;
    expect(form).toMatchObject({ mediaType: 'form', required: true });
    expect(check(form.validate, { username: 'demo', email: 'demo@example.com' })).toEqual({ ok: true });
    expect(check(form.validate, { username: ['demo', 'agent'], email: 'demo@example.com' })).toEqual({
      ok: false,
      message: 'username: must be string',
    });
    expect(contract.byId.get('submitFeedback')!.body).toBeNull();
  });

  it('checks responses per status', () => {
    const op = contract.byId.get('getBalance')!;
    const ok = responseValidator(op, 200);
    expect(ok.declared).toBe(true);
    if (!ok.declared || !ok.validate) throw new Error('no validator');
    const balance = { sumBalance: '1.00', currency: 'THB', currencySymbol: '฿', minorDigits: 2, wallets: [] };
    expect(check(ok.validate, { success: true, value: balance })).toEqual({ ok: true });
    expect(check(ok.validate, { success: true, value: { ...balance, sumBalance: 1 } })).toEqual({
      ok: false,
      message: 'value.sumBalance: must be string',
    });
    expect(check(ok.validate, { success: true, value: { ...balance, extra: 1 } })).toEqual({
      ok: false,
      message: 'value.extra: is not an allowed property',
    });
    expect(responseValidator(op, 401).declared).toBe(true);
    expect(responseValidator(op, 418).declared).toBe(false);
  });

  it('compiles path and query parameters, coercing strings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-contract-'));
    try {
      const yaml = readFileSync(DEFAULT_CONTRACT_PATH, 'utf8').replace(
        /\npaths:\n/,
        `
paths:
  /wps/things/{id}:
    get:
      operationId: getThing
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer, minimum: 1 } }
        - { name: pageNo, in: query, schema: { type: integer, minimum: 1 } }
        - { name: tags, in: query, schema: { type: array, items: { type: string } } }
      responses:
        '200': { description: ok }
`,
      );
      const path = join(dir, 'openapi.yaml');
      writeFileSync(path, yaml);
      const op = loadContract(path).byId.get('getThing')!;
      expect(op.routePath).toBe('/wps/things/:id');
      expect(check(op.validatePath!, { id: '7' }, 'path')).toEqual({ ok: true });
      expect(check(op.validatePath!, { id: 'x' }, 'path')).toEqual({ ok: false, message: 'id: must be integer' });
      expect(check(op.validateQuery!, { pageNo: '0' }, 'query')).toEqual({
        ok: false,
        message: 'pageNo: must be >= 1',
      });
      expect(check(op.validateQuery!, { tags: ['a', 'b'], other: 'x' }, 'query')).toEqual({ ok: true });
      expect(op.params.find((p) => p.name === 'tags')?.array).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports unknown keywords (an unquoted comma in a YAML flow mapping) instead of dying', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-contract-'));
    try {
      const yaml = readFileSync(DEFAULT_CONTRACT_PATH, 'utf8').replace(
        'labelName: { type: string }',
        'labelName: { type: string, description: The name, shown on the badge }',
      );
      const path = join(dir, 'openapi.yaml');
      writeFileSync(path, yaml);
      expect(loadContract(path).warnings).toContain('strict mode: unknown keyword: "shown on the badge"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
