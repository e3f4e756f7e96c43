// Input the database cannot store: PostgreSQL text holds no NUL character and only valid UTF-8. Such input is
// refused once for every request, before any route (the middleware below: the path, the query string, the captcha
// cookie and JSON, form and multipart bodies), and once more for an x-encrypted body after it is opened
// (validation.ts), with a 400 that names the field, as the contract's checks do.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { badRequest } from '../envelope.ts';
import { CAPTCHA_COOKIE } from '../sandboxConstants.ts';

const NUL = '\u0000';
/** A UTF-16 surrogate without its pair (from a JSON `\ud800` escape): it has no UTF-8 form. */
const LONE_SURROGATE = /\p{Cs}/u;
/** What a lenient decoder puts where the bytes were not UTF-8. */
const REPLACEMENT = '\uFFFD';
const PERCENT = 0x25;
const PLUS = 0x2b;
const SPACE = 0x20;
const AMPERSAND = 0x26;
const EQUALS = 0x3d;

const NO_NUL = 'must not contain a NUL character';
const UTF8 = 'must be valid UTF-8';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/** The bytes as UTF-8 text, or null when they are not UTF-8. */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** Why the database cannot store this string, or null. */
function problemOf(text: string): string | null {
  if (text.includes(NUL)) return NO_NUL;
  if (LONE_SURROGATE.test(text)) return UTF8;
  return null;
}

function fieldPath(parent: string, name: string | number): string {
  return parent === '' ? String(name) : `${parent}.${name}`;
}

/** The first string (property names included) of a JSON value that `problem` finds fault with: `field: what`. */
function findInJson(value: unknown, problem: (text: string) => string | null, path = ''): string | null {
  if (typeof value === 'string') {
    const what = problem(value);
    return what === null ? null : `${path || 'body'}: ${what}`;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findInJson(item, problem, fieldPath(path, i));
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) {
      const what = problem(name);
      if (what !== null) return `${path || 'body'}: a property name ${what}`;
      const found = findInJson(item, problem, fieldPath(path, name));
      if (found !== null) return found;
    }
  }
  return null;
}

/** What is unstorable in a parsed JSON value (`field: what`), or null. */
export function unstorableValue(value: unknown): string | null {
  return findInJson(value, problemOf);
}

/**
 * A JSON body's bytes: `{ value }` when they are storable JSON, `{ problem }` naming the first field that is not
 * (a NUL, a lone surrogate, bytes that are not UTF-8), `{ notJson: true }` when they are not JSON at all.
 */
export function readStorableJson(bytes: Uint8Array): { value: unknown } | { problem: string } | { notJson: true } {
  const text = decodeUtf8(bytes);
  if (text === null) {
    // Which field: the one whose text a lenient decoder had to patch.
    let lenient: unknown;
    try {
      lenient = JSON.parse(lenientUtf8.decode(bytes));
    } catch {
      return { problem: `body: ${UTF8}` };
    }
    const problem = findInJson(lenient, (s) => (s.includes(REPLACEMENT) ? UTF8 : null));
    return { problem: problem ?? `body: ${UTF8}` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { notJson: true };
  }
  const problem = unstorableValue(value);
  return problem === null ? { value } : { problem };
}

/** Percent-decoding at the byte level (`+` as a space in forms and query strings). */
function percentDecode(bytes: Uint8Array, plusIsSpace: boolean): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === PERCENT && i + 2 < bytes.length) {
      const hex = String.fromCharCode(bytes[i + 1]!, bytes[i + 2]!);
      if (/^[0-9a-f]{2}$/i.test(hex)) {
        out.push(parseInt(hex, 16));
        i += 2;
        continue;
      }
    }
    out.push(plusIsSpace && byte === PLUS ? SPACE : byte);
  }
  return Uint8Array.from(out);
}

/** A percent-encoded piece as text and what is wrong with it (null when it is storable). */
function decodePiece(bytes: Uint8Array, plusIsSpace: boolean): { text: string | null; problem: string | null } {
  const text = decodeUtf8(percentDecode(bytes, plusIsSpace));
  return { text, problem: text === null ? UTF8 : problemOf(text) };
}

function split(bytes: Uint8Array, separator: number): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === separator) {
      parts.push(bytes.subarray(start, i));
      start = i + 1;
    }
  }
  return parts;
}

/** The first unstorable name or value of an url-encoded form or query string (`where` names it when the name is bad). */
export function unstorableForm(bytes: Uint8Array, where: string): string | null {
  for (const pair of split(bytes, AMPERSAND)) {
    if (pair.length === 0) continue;
    const at = pair.indexOf(EQUALS);
    const name = decodePiece(at === -1 ? pair : pair.subarray(0, at), true);
    if (name.problem !== null) return `${where}: a parameter name ${name.problem}`;
    const value = at === -1 ? null : decodePiece(pair.subarray(at + 1), true);
    if (value?.problem) return `${name.text}: ${value.problem}`;
  }
  return null;
}

/** What is unstorable in the request's path, query string or captcha cookie, or null. */
function unstorableAddress(url: string, captchaCookie: string | undefined): string | null {
  const { pathname, search } = new URL(url);
  const path = decodePiece(new TextEncoder().encode(pathname), false);
  if (path.problem !== null) return `path: ${path.problem}`;
  const query = unstorableForm(new TextEncoder().encode(search.slice(1)), 'query');
  if (query !== null) return query;
  const cookie = captchaCookie === undefined ? null : problemOf(captchaCookie);
  return cookie === null ? null : `${CAPTCHA_COOKIE}: ${cookie}`;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/** What is unstorable in a multipart form's text fields (names and file names included), or null. */
async function unstorableMultipart(request: Request): Promise<string | null> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null; // not a valid form: the route says so
  }
  let found: string | null = null;
  form.forEach((value, name) => {
    if (found !== null) return;
    const nameProblem = problemOf(name);
    if (nameProblem !== null) {
      found = `body: a field name ${nameProblem}`;
      return;
    }
    const problem = problemOf(typeof value === 'string' ? value : value.name);
    if (problem !== null) found = `${name}: ${typeof value === 'string' ? '' : 'the file name '}${problem}`;
  });
  return found;
}

/** What is unstorable in the body, by its type (a body of another type is the route's to refuse), or null. */
async function unstorableBody(request: Request): Promise<string | null> {
  if (!request.body) return null;
  const type = request.headers.get('content-type') ?? '';
  if (MULTIPART_TYPE.test(type)) return unstorableMultipart(request.clone());
  const isJson = JSON_TYPE.test(type);
  if (!isJson && !FORM_TYPE.test(type)) return null;
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  if (!isJson) return unstorableForm(bytes, 'body');
  const read = readStorableJson(bytes);
  return 'problem' in read ? read.problem : null;
}

/** Refuses, with a 400 naming the field, a request whose path, query, captcha cookie or body the database cannot store. */
export function storableInput(): MiddlewareHandler {
  return async (c, next) => {
    const problem = unstorableAddress(c.req.url, getCookie(c, CAPTCHA_COOKIE)) ?? (await unstorableBody(c.req.raw));
    if (problem !== null) return badRequest(c, problem);
    await next();
  };
}
