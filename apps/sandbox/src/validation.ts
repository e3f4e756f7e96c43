import type { MiddlewareHandler } from 'hono';
import { BODY_MEDIA_TYPES, check, responseValidator, type BodyMediaType, type Operation } from './contract.ts';
import { DecryptError, openEnvelope, type EncryptedEnvelope } from './crypto.ts';
import { readStorableJson } from './edge/storableInput.ts';
import { badRequest, envelope, error, MESSAGES } from './envelope.ts';
import { findSession } from './store/sessions.ts';
import type { Deps, SandboxContext, SandboxEnv } from './types.ts';

const BEARER = /^Bearer\s+(\S+)$/i;
/** The content types each body media type is accepted as (a JSON body may use a `+json` suffix type). */
const CONTENT_TYPES: Record<BodyMediaType, RegExp> = {
  json: /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i,
  form: /^application\/x-www-form-urlencoded\s*(?:;|$)/i,
};

function unauthorized(c: SandboxContext): Response {
  return error(c, 401, MESSAGES.unauthorized.message, MESSAGES.unauthorized.code);
}

/** A form body as the schema sees it: each field a string, a repeated name a list (which string types refuse). */
function parseForm(text: string): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = form[name];
    form[name] = previous === undefined ? value : [...[previous].flat(), value];
  }
  return form;
}

/** Reads, decrypts and validates the JSON or form body; returns a 400 response or the body. */
async function readBody(
  c: SandboxContext,
  op: Operation,
  deps: Deps,
): Promise<{ response: Response } | { body: unknown }> {
  const spec = op.body!;
  // Its size was checked as it came in, and its text for what the database cannot store (app.ts).
  const text = await c.req.text();
  if (text.trim() === '') {
    return spec.required ? { response: badRequest(c, 'body: is required') } : { body: undefined };
  }
  // Requiring the JSON type also makes a cross-site form post need a CORS preflight.
  if (!CONTENT_TYPES[spec.mediaType].test(c.req.header('content-type') ?? '')) {
    return { response: badRequest(c, `body: must be sent as ${BODY_MEDIA_TYPES[spec.mediaType]}`) };
  }
  let parsed: unknown;
  if (spec.mediaType === 'form') {
    parsed = parseForm(text);
  } else {
    try {
      parsed = JSON.parse(text);
    } catch {
      return { response: badRequest(c, 'body: is not valid JSON') };
    }
  }
  if (op.encrypted) {
    if (typeof parsed !== 'object' || parsed === null || !('encrypted' in parsed)) {
      return { response: badRequest(c, MESSAGES.encryptionRequired.message, MESSAGES.encryptionRequired.code) };
    }
    const shape = check(deps.contract.validateEncryptedEnvelope, parsed);
    if (!shape.ok) return { response: badRequest(c, shape.message) };
    let plain: Buffer;
    try {
      plain = openEnvelope(deps.keys.privateKeyPem, parsed as EncryptedEnvelope);
    } catch (err) {
      if (!(err instanceof DecryptError)) throw err;
      return { response: badRequest(c, MESSAGES.decryptFailed.message, MESSAGES.decryptFailed.code) };
    }
    // The sealed body gets the check every plain body had on its way in (edge/storableInput.ts).
    const opened = readStorableJson(plain);
    if ('notJson' in opened) {
      return { response: badRequest(c, MESSAGES.decryptFailed.message, MESSAGES.decryptFailed.code) };
    }
    if ('problem' in opened) return { response: badRequest(c, opened.problem) };
    parsed = opened.value;
  }
  const valid = check(spec.validate, parsed);
  return valid.ok ? { body: parsed } : { response: badRequest(c, valid.message) };
}

async function checkRequest(c: SandboxContext, op: Operation, deps: Deps): Promise<Response | null> {
  // Who first (401), then what (400): an anonymous caller learns nothing about the input rules of secured calls.
  c.set('session', null);
  if (op.auth !== 'none') {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const session = token ? await findSession(deps.db, token, deps.now()) : null;
    if (!session && (op.auth === 'required' || token)) return unauthorized(c);
    c.set('session', session);
  }

  if (op.validatePath) {
    const result = check(op.validatePath, { ...c.req.param() }, 'path');
    if (!result.ok) return badRequest(c, result.message);
  }
  if (op.validateQuery) {
    const query: Record<string, unknown> = {};
    for (const p of op.params) {
      if (p.in !== 'query') continue;
      const value = p.array ? c.req.queries(p.name) : c.req.query(p.name);
      if (value !== undefined) query[p.name] = value;
    }
    const result = check(op.validateQuery, query, 'query');
    if (!result.ok) return badRequest(c, result.message);
  }

  c.set('body', undefined);
  if (op.body) {
    const read = await readBody(c, op, deps);
    if ('response' in read) return read.response;
    c.set('body', read.body);
  }
  return null;
}

/** Checks a response against the contract; a broken promise becomes a loud 500 (development and tests). */
async function checkResponse(c: SandboxContext, op: Operation, deps: Deps): Promise<void> {
  const res = c.res;
  // Server errors are outside what any contract promises.
  if (res.status >= 500) return;
  const where = `${op.method.toUpperCase()} ${op.path} (${op.operationId}) → ${res.status}`;
  let problem: string | null = null;
  const declared = responseValidator(op, res.status);
  if (!declared.declared) {
    problem = `status ${res.status} is not declared`;
  } else if (declared.validate) {
    const text = await res.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      problem = 'the body is not JSON';
    }
    if (problem === null) {
      const result = check(declared.validate, body, 'response');
      if (!result.ok) problem = result.message;
    }
  }
  if (problem === null) return;
  deps.log.error(`[sandbox] CONTRACT VIOLATION ${where}: ${problem}`);
  c.res = undefined;
  c.res = c.json(envelope(false, `Contract violation in ${where}: ${problem}`, 'CONTRACT_VIOLATION', null), 500);
}

export function contractMiddleware(
  op: Operation,
  deps: Deps,
  options: { validateResponses: boolean },
): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const rejected = await checkRequest(c, op, deps);
    if (rejected) {
      c.res = rejected;
    } else {
      await next();
    }
    if (options.validateResponses) await checkResponse(c, op, deps);
    return c.res;
  };
}
