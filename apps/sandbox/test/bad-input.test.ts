// Bad input for every operation with a body, generated from the contract: a missing field, a wrong type, a string too
// long, a number out of range, a pattern or format mismatch, an unknown enum or const value, an unknown property and
// a body that is no object. Each answers 400 with a message naming the field, and the database does not change.
// (The one multipart body, feedback, is read by its handler; test/platform.test.ts gives it the same cases.)
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { DEFAULT_CONTRACT_PATH, loadContract, type Operation } from '../src/contract.ts';
import { encryptForServer } from './encrypt.ts';
import { harnessForFile } from './harness.ts';

type Schema = { [key: string]: unknown };
type Body = Record<string, unknown>;

/** Operations whose body the middleware does not read, and the test file that covers their bad input. */
const TESTED_ELSEWHERE: Record<string, string> = {
  uploadCashierProof: 'test/cashier.test.ts',
  submitFeedback: 'test/platform.test.ts',
  applyPromotion: 'test/rewards.test.ts',
};
const UNKNOWN = 'not-a-known-value';

const doc = parseYaml(readFileSync(DEFAULT_CONTRACT_PATH, 'utf8')) as {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
};

function resolve(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  // A $ref beside other keywords (a default, a description) keeps them.
  const { $ref: _, ...rest } = schema;
  return { ...resolve(doc.components.schemas[ref.split('/').pop()!]!), ...rest };
}

function bodySchemaOf(op: Operation): Schema {
  const requestBody = resolve(doc.paths[op.path]![op.method]!.requestBody as Schema);
  const content = requestBody.content as Record<string, { schema: Schema }>;
  return resolve((content['application/json'] ?? content['application/x-www-form-urlencoded'])!.schema);
}

/** Strings that valid bodies are made of; the first that fits a string schema is used. */
const SAMPLE_STRINGS = [
  '0812345678',
  '66',
  'MAIN',
  '#6142bf',
  'demo@example.com',
  'demo',
  'sample-idempotency-key-1',
  '123456',
];

function fits(schema: Schema, value: string): boolean {
  const length = [...value].length;
  return (
    length >= ((schema.minLength as number | undefined) ?? 0) &&
    length <= ((schema.maxLength as number | undefined) ?? Infinity) &&
    (typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(value)) &&
    (schema.format !== 'email' || value.includes('@'))
  );
}

/** A valid value for a schema: required properties only. */
function sample(raw: Schema): unknown {
  const schema = resolve(raw);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sample(properties[name]!)]));
    }
    case 'string': {
      const value = SAMPLE_STRINGS.find((s) => fits(schema, s));
      if (value === undefined) throw new Error(`No sample string fits ${JSON.stringify(schema)}: add one`);
      return value;
    }
    case 'integer':
    case 'number': {
      const min = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined) ?? 0;
      return Math.min(Math.floor(min) + 1, (schema.maximum as number | undefined) ?? Infinity);
    }
    case 'boolean':
      return true;
    case 'array':
      return [];
    default:
      throw new Error(`No sample for ${JSON.stringify(schema)}`);
  }
}

/** A value of another JSON type than the schema's. */
function wrongTypeOf(type: string): unknown {
  return type === 'string' ? 42 : 'x';
}

interface BadCase {
  name: string;
  body: unknown;
  message: string;
}

/** The bad bodies of one object schema (a union branch or the whole body): one defect each on a valid base. */
function objectCases(schema: Schema, options: { form: boolean; tag?: string }): BadCase[] {
  const base = sample(schema) as Body;
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  const cases: BadCase[] = [];
  const withField = (name: string, value: unknown) => ({ ...base, [name]: value });

  for (const name of required) {
    if (name === options.tag) continue;
    const { [name]: _, ...rest } = base;
    cases.push({ name: `missing ${name}`, body: rest, message: `${name}: is required` });
  }
  for (const [name, raw] of Object.entries(properties)) {
    // The tag of a union is checked as the union's (below).
    if (name === options.tag) continue;
    const p = resolve(raw);
    const type = p.type as string;
    if (options.form) {
      // A form field is always text; a repeated name is the form's wrong type.
      cases.push({ name: `${name} repeated`, body: withField(name, ['a', 'b']), message: `${name}: must be string` });
    } else {
      cases.push({
        name: `${name} of the wrong type`,
        body: withField(name, wrongTypeOf(type)),
        message: `${name}: must be ${type}`,
      });
    }
    if (typeof p.maxLength === 'number') {
      cases.push({
        name: `${name} too long`,
        body: withField(name, '1'.repeat(p.maxLength + 1)),
        message: `${name}: must NOT have more than ${p.maxLength} characters`,
      });
    }
    if (typeof p.minLength === 'number' && p.minLength > 0) {
      cases.push({
        name: `${name} too short`,
        body: withField(name, ''),
        message: `${name}: must NOT have fewer than ${p.minLength} characters`,
      });
    }
    if (typeof p.maximum === 'number') {
      cases.push({
        name: `${name} above its maximum`,
        body: withField(name, type === 'integer' ? Math.floor(p.maximum) + 1 : p.maximum + 1),
        message: `${name}: must be <= ${p.maximum}`,
      });
    }
    if (typeof p.minimum === 'number') {
      cases.push({
        name: `${name} below its minimum`,
        body: withField(name, p.minimum - 1),
        message: `${name}: must be >= ${p.minimum}`,
      });
    }
    if (typeof p.exclusiveMinimum === 'number') {
      cases.push({
        name: `${name} at its exclusive minimum`,
        body: withField(name, p.exclusiveMinimum),
        message: `${name}: must be > ${p.exclusiveMinimum}`,
      });
    }
    if (typeof p.pattern === 'string') {
      const mismatch = ['-', '   ', '-----', '1-2-3-4-5', 'not a key, sixteen+ characters'].find(
        (s) => fits({ ...p, pattern: undefined }, s) && !new RegExp(p.pattern as string, 'u').test(s),
      );
      if (mismatch === undefined) throw new Error(`No pattern mismatch for ${name}: ${p.pattern}`);
      cases.push({
        name: `${name} not matching its pattern`,
        body: withField(name, mismatch),
        message: `${name}: must match pattern "${p.pattern}"`,
      });
    }
    if (p.format === 'email') {
      cases.push({
        name: `${name} not an email`,
        body: withField(name, 'demo'),
        message: `${name}: must match format "email"`,
      });
    }
    if (Array.isArray(p.enum)) {
      const unknown = type === 'integer' ? Math.max(...(p.enum as number[])) + 1 : UNKNOWN;
      cases.push({
        name: `${name} not one of its values`,
        body: withField(name, unknown),
        message: `${name}: must be one of ${p.enum.map((v) => JSON.stringify(v)).join(', ')}`,
      });
    }
    if ('const' in p && !options.form) {
      cases.push({
        name: `${name} not its constant`,
        body: withField(name, type === 'integer' ? (p.const as number) + 1 : UNKNOWN),
        message: `${name}: must be equal to constant`,
      });
    }
  }
  if (schema.additionalProperties === false) {
    cases.push({
      name: 'an unknown property',
      body: withField('unexpected', 'x'),
      message: 'unexpected: is not an allowed property',
    });
  }
  return cases;
}

/** The valid bases (one per union branch) and every bad body of an operation's body schema. */
function badCases(op: Operation): { bases: Body[]; cases: BadCase[] } {
  const schema = bodySchemaOf(op);
  const form = op.body!.mediaType === 'form';
  const cases: BadCase[] = [];
  const tag = schema['x-discriminator'];
  let bases: Body[];
  if (typeof tag === 'string') {
    const branches = (schema.oneOf as Schema[]).map(resolve);
    bases = branches.map((branch) => sample(branch) as Body);
    for (const branch of branches) {
      const tagValue = (branch.properties as Record<string, Schema>)[tag]!.const as string;
      for (const c of objectCases(branch, { form, tag })) cases.push({ ...c, name: `${tag} ${tagValue}: ${c.name}` });
    }
    const base = sample(branches[0]!) as Body;
    const { [tag]: _, ...untagged } = base;
    cases.push({ name: `missing ${tag}`, body: untagged, message: `${tag}: is required` });
    cases.push({
      name: `${tag} not one of its values`,
      body: { ...base, [tag]: UNKNOWN },
      message: `${tag}: "${UNKNOWN}" is not a known value`,
    });
  } else {
    bases = [sample(schema) as Body];
    cases.push(...objectCases(schema, { form }));
  }
  if (!form) cases.push({ name: 'a list instead of an object', body: [], message: 'body: must be object' });
  return { bases, cases };
}

/** A form body as the middleware hands it to the schema. */
function formFields(body: Body): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]),
  );
}

function formText(body: Body): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    for (const item of [value].flat()) params.append(name, String(item));
  }
  return params.toString();
}

const contract = loadContract();
const withBody = contract.operations.filter((op) => op.body !== null);

const h = harnessForFile();
let token: string;

/** Every table's rows, as a fingerprint: a refused request must leave all of them as they were. */
async function everything(): Promise<Record<string, string>> {
  const { rows: tables } = await h.sandbox.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await h.sandbox.db.query<{ n: number; digest: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
    );
    out[name] = `${rows[0]!.n} ${rows[0]!.digest}`;
  }
  return out;
}

async function send(op: Operation, body: unknown, bearer: string | undefined) {
  const path = op.routePath;
  const method = op.method.toUpperCase();
  if (op.body!.mediaType === 'form') {
    return h.call(method, path, {
      raw: formText(body as Body),
      contentType: 'application/x-www-form-urlencoded',
      token: bearer,
    });
  }
  const json = op.encrypted ? await encryptForServer(await h.publicKey(), body) : body;
  return h.call(method, path, { json, token: bearer });
}

beforeAll(async () => {
  token = await h.tokenFor('demo', 'Demo1234');
});

describe('every operation with a body has bad-input cases', () => {
  it('the middleware reads every body but the multipart ones, which are tested elsewhere', () => {
    const withRequestBody = contract.operations.filter((op) => doc.paths[op.path]![op.method]!.requestBody);
    const unread = withRequestBody.filter((op) => op.body === null).map((op) => op.operationId);
    expect(unread).toEqual(Object.keys(TESTED_ELSEWHERE));
    expect(withBody.length).toBeGreaterThan(20);
  });
});

describe.each(withBody.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  const { bases, cases } = badCases(op);
  const asSent = (body: unknown) => (op.body!.mediaType === 'form' ? formFields(body as Body) : body);

  it('has a valid base, and each bad case breaks it', () => {
    for (const base of bases) expect(op.body!.validate(asSent(base)), JSON.stringify(base)).toBe(true);
    expect(cases.some((c) => c.name.includes('missing'))).toBe(true);
    for (const c of cases) expect(op.body!.validate(asSent(c.body)), c.name).toBe(false);
  });

  it(`answers 400 naming the field for each of its ${cases.length} bad bodies, and changes nothing`, async () => {
    const bearer = op.auth === 'none' ? undefined : token;
    const before = await everything();
    for (const c of cases) {
      const res = await send(op, c.body, bearer);
      expect([res.status, res.body], c.name).toEqual([
        400,
        { success: false, message: c.message, code: 'BAD_REQUEST', value: null },
      ]);
    }
    if (op.body!.required) {
      const empty = await h.call(op.method.toUpperCase(), op.routePath, { raw: '', token: bearer });
      expect([empty.status, empty.body.message], 'an empty body').toEqual([400, 'body: is required']);
    }
    expect(await everything()).toEqual(before);
  });
});
