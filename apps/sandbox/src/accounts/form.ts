// Form-encoded bodies (spec: password by email is a form post). The contract middleware reads JSON bodies only,
// so operations with an `application/x-www-form-urlencoded` body read and check it here, against the same schema.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { MAX_BODY_BYTES } from '../constants.ts';
import { check, DEFAULT_CONTRACT_PATH } from '../contract.ts';
import { badRequest } from '../envelope.ts';
import type { SandboxContext } from '../types.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const FORM_TYPE_HEADER = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

// ajv-formats is CommonJS; under Node ESM its default import is the plugin itself, under some bundlers it is nested.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

type Json = Record<string, unknown>;
const validators = new Map<string, ValidateFunction>();

/** The validator of an operation's form body in openapi.yaml (its schema: inline or one `#/components/schemas` ref). */
function formValidator(method: string, path: string): ValidateFunction {
  const key = `${method} ${path}`;
  let validate = validators.get(key);
  if (validate) return validate;
  const doc = parseYaml(readFileSync(DEFAULT_CONTRACT_PATH, 'utf8')) as Json;
  const operation = ((doc.paths as Json)[path] as Json | undefined)?.[method] as Json | undefined;
  const content = (operation?.requestBody as Json | undefined)?.content as Json | undefined;
  let schema = (content?.[FORM_TYPE] as Json | undefined)?.schema as Json | undefined;
  const ref = typeof schema?.$ref === 'string' ? /^#\/components\/schemas\/([^/]+)$/.exec(schema.$ref) : null;
  if (ref) schema = ((doc.components as Json).schemas as Json)[ref[1]!] as Json | undefined;
  if (!schema) throw new Error(`openapi.yaml: ${key} has no ${FORM_TYPE} body schema`);
  const ajv = new Ajv2020({ strict: true, strictSchema: 'log', allErrors: false, logger: false });
  addFormats(ajv);
  validate = ajv.compile(schema);
  validators.set(key, validate);
  return validate;
}

/** Reads the form body of the current operation and checks it: the body, or a 400 naming the field. */
export async function readFormBody<T>(
  c: SandboxContext,
  method: string,
  path: string,
): Promise<{ body: T } | { response: Response }> {
  const validate = formValidator(method, path);
  if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) {
    return { response: badRequest(c, `body: must NOT be larger than ${MAX_BODY_BYTES} bytes`) };
  }
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    return { response: badRequest(c, `body: must NOT be larger than ${MAX_BODY_BYTES} bytes`) };
  }
  if (text.trim() === '') return { response: badRequest(c, 'body: is required') };
  if (!FORM_TYPE_HEADER.test(c.req.header('content-type') ?? '')) {
    return { response: badRequest(c, `body: must be sent as ${FORM_TYPE}`) };
  }
  // A repeated name becomes a list, which the schema's string types then refuse.
  const form: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = form[name];
    form[name] = previous === undefined ? value : [...[previous].flat(), value];
  }
  const result = check(validate, form);
  return result.ok ? { body: form as T } : { response: badRequest(c, result.message) };
}
