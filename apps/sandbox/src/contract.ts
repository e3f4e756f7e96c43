import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse as parseYaml } from 'yaml';

// ajv-formats is CommonJS; under Node ESM its default import is the plugin itself, under some bundlers it is nested.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** openapi/openapi.yaml at the repository root. */
export const DEFAULT_CONTRACT_PATH = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

const SCHEMAS_ID = 'urn:wl:contract';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;
/** OpenAPI keywords that are not JSON Schema; ajv's strict mode must know them as annotations. */
const OPENAPI_ANNOTATIONS = ['example', 'xml', 'externalDocs'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export type AuthMode = 'none' | 'required' | 'optional';

/** The request media types the middleware reads, in order of preference when an operation offers several. */
export const BODY_MEDIA_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded' } as const;
export type BodyMediaType = keyof typeof BODY_MEDIA_TYPES;

export interface ParamSpec {
  name: string;
  in: 'path' | 'query';
  array: boolean;
}

export interface Operation {
  operationId: string;
  /** The operation's first tag (session, games, ...). */
  tag: string;
  method: (typeof HTTP_METHODS)[number];
  /** The OpenAPI path, e.g. `/wps/member/{id}`. */
  path: string;
  /** The same path in Hono's syntax, e.g. `/wps/member/:id`. */
  routePath: string;
  encrypted: boolean;
  auth: AuthMode;
  params: ParamSpec[];
  validatePath: ValidateFunction | null;
  validateQuery: ValidateFunction | null;
  /**
   * The request body the middleware reads and checks: JSON, or a form (`application/x-www-form-urlencoded`, each
   * field a string, a repeated name a list). null when the operation takes neither (a multipart body is read by its
   * handler).
   */
  body: { required: boolean; mediaType: BodyMediaType; validate: ValidateFunction } | null;
  /** Status key ('200', '4XX', 'default') → validator of the JSON body, or null when that response has no body. */
  responses: Map<string, ValidateFunction | null>;
}

export interface Contract {
  operations: Operation[];
  byId: Map<string, Operation>;
  /** The wire form of x-encrypted bodies (`#/components/schemas/EncryptedEnvelope`). */
  validateEncryptedEnvelope: ValidateFunction;
  /** Schema problems ajv's strict mode found (unknown keywords, usually a YAML slip); the caller logs them. */
  warnings: string[];
}

export type ValidationResult = { ok: true } | { ok: false; message: string };

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function pointer(doc: JsonObject, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  let node: Json = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable $ref ${ref}`);
    node = node[key]!;
  }
  return node;
}

/** Follows $ref chains of non-schema objects (responses, request bodies, parameters). */
function deref(doc: JsonObject, node: Json | undefined): JsonObject | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error('A $ref cycle in the contract');
    current = pointer(doc, current.$ref);
  }
  return isObject(current) ? current : undefined;
}

/** Deep copy of a schema with `#/components/schemas/X` refs pointed at the schema registry; collects `x-*` keywords. */
function prepareSchema(schema: Json, extensions: Set<string>): Json {
  if (Array.isArray(schema)) return schema.map((s) => prepareSchema(s, extensions));
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      const match = /^#\/components\/schemas\/([^/]+)$/.exec(value);
      if (!match) throw new Error(`Unsupported schema $ref ${value} (only #/components/schemas/<Name>)`);
      out[key] = `${SCHEMAS_ID}#/$defs/${match[1]}`;
    } else if (key === 'properties' || key === '$defs' || key === 'patternProperties' || key === 'dependentSchemas') {
      // Maps of name → schema: the names are data, not keywords.
      out[key] = isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, prepareSchema(v, extensions)]))
        : value;
    } else if (key === 'x-discriminator' && typeof value === 'string') {
      // The contract names a tagged union's tag this way (see openapi.yaml, LoginRequest); Ajv's own
      // `discriminator` then reports the errors of the branch the tag picks, not of the first branch.
      out.discriminator = { propertyName: value };
    } else {
      if (key.startsWith('x-')) extensions.add(key);
      out[key] = prepareSchema(value, extensions);
    }
  }
  return out;
}

function schemaOf(content: Json | undefined, mediaType: string): Json | undefined {
  if (!isObject(content)) return undefined;
  const media = content[mediaType];
  return isObject(media) ? media.schema : undefined;
}

/** The body the middleware checks: the first media type of BODY_MEDIA_TYPES the request body offers. */
function requestBodyOf(content: Json | undefined): { mediaType: BodyMediaType; schema: Json } | undefined {
  for (const [mediaType, name] of Object.entries(BODY_MEDIA_TYPES) as [BodyMediaType, string][]) {
    const schema = schemaOf(content, name);
    if (schema !== undefined) return { mediaType, schema };
  }
  return undefined;
}

/** Loads and compiles the contract: one validator per operation for path params, query, request body and each response. */
export function loadContract(path: string = DEFAULT_CONTRACT_PATH): Contract {
  const doc = parseYaml(readFileSync(path, 'utf8')) as unknown;
  if (!isObject(doc) || !isObject(doc.paths)) throw new Error(`${path} is not an OpenAPI document`);
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const securitySchemes = isObject(components.securitySchemes) ? components.securitySchemes : {};

  const extensions = new Set<string>();
  const registry = prepareSchema({ $id: SCHEMAS_ID, $defs: schemas }, extensions) as JsonObject;

  // Strict-mode findings are collected, not thrown: a stray keyword in an annotation should not stop the server,
  // but it must be seen (e.g. an unquoted comma in a YAML flow mapping makes a keyword out of the rest of a sentence).
  const warnings = new Set<string>();
  const ajvLogger = {
    log: () => {},
    warn: (...args: unknown[]) => void warnings.add(args.map(String).join(' ')),
    error: (...args: unknown[]) => console.error(...args),
  };
  // Bodies and responses are checked as sent; parameters arrive as strings and are coerced to their schema types.
  const makeAjv = (coerceTypes: boolean) => {
    const ajv = new Ajv2020({
      strict: true,
      strictSchema: 'log',
      strictTypes: false,
      allErrors: false,
      coerceTypes,
      discriminator: true,
      logger: ajvLogger,
    });
    addFormats(ajv);
    for (const keyword of [...OPENAPI_ANNOTATIONS, ...extensions]) ajv.addKeyword(keyword);
    ajv.addSchema(registry);
    return ajv;
  };
  const ajv = makeAjv(false);
  const paramAjv = makeAjv(true);
  const compile = (schema: Json, withAjv = ajv): ValidateFunction => {
    const prepared = prepareSchema(schema, extensions);
    // Extensions met for the first time here (inline schemas) are registered before compiling.
    for (const keyword of extensions) {
      // getKeyword() is false for a keyword added without a definition, so ask the rule table instead.
      for (const a of [ajv, paramAjv]) if (!a.RULES.keywords[keyword]) a.addKeyword(keyword);
    }
    return withAjv.compile(prepared as object);
  };

  const isBearer = (requirement: Json): boolean =>
    isObject(requirement) &&
    Object.keys(requirement).some((name) => {
      const scheme = securitySchemes[name];
      return isObject(scheme) && scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer';
    });
  const authOf = (security: Json | undefined): AuthMode => {
    if (!Array.isArray(security) || !security.some(isBearer)) return 'none';
    // An empty requirement object means "or no auth at all".
    return security.some((r) => isObject(r) && Object.keys(r).length === 0) ? 'optional' : 'required';
  };

  const operations: Operation[] = [];
  for (const [opPath, pathItemRaw] of Object.entries(doc.paths)) {
    const pathItem = deref(doc, pathItemRaw);
    if (!pathItem) continue;
    for (const method of HTTP_METHODS) {
      const op = deref(doc, pathItem[method]);
      if (!op) continue;
      const operationId = typeof op.operationId === 'string' ? op.operationId : `${method} ${opPath}`;

      // Path-level parameters apply unless the operation overrides the same name and location.
      const paramsByKey = new Map<string, JsonObject>();
      for (const list of [pathItem.parameters, op.parameters]) {
        if (!Array.isArray(list)) continue;
        for (const p of list) {
          const param = deref(doc, p);
          if (param) paramsByKey.set(`${String(param.in)}:${String(param.name)}`, param);
        }
      }
      const params: ParamSpec[] = [];
      const paramSchemas = {
        path: { props: {} as JsonObject, required: [] as string[] },
        query: { props: {} as JsonObject, required: [] as string[] },
      };
      for (const param of paramsByKey.values()) {
        if (param.in !== 'path' && param.in !== 'query') continue; // headers and cookies are read by the handlers
        const name = String(param.name);
        const schema = param.schema ?? {};
        params.push({ name, in: param.in, array: isObject(schema) && schema.type === 'array' });
        paramSchemas[param.in].props[name] = schema;
        if (param.required === true || param.in === 'path') paramSchemas[param.in].required.push(name);
      }
      const paramValidator = (where: 'path' | 'query') => {
        const { props, required } = paramSchemas[where];
        if (Object.keys(props).length === 0) return null;
        // Unknown query parameters are tolerated: caches and browsers add their own.
        return compile({ type: 'object', properties: props, required }, paramAjv);
      };

      const requestBody = deref(doc, op.requestBody);
      const bodySpec = requestBody ? requestBodyOf(requestBody.content) : undefined;

      const responses = new Map<string, ValidateFunction | null>();
      if (isObject(op.responses)) {
        for (const [status, raw] of Object.entries(op.responses)) {
          const response = deref(doc, raw);
          const schema = response ? schemaOf(response.content, BODY_MEDIA_TYPES.json) : undefined;
          responses.set(status.toUpperCase(), schema === undefined ? null : compile(schema));
        }
      }

      operations.push({
        operationId,
        method,
        path: opPath,
        tag: Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'untagged',
        routePath: opPath.replace(/\{([^}]+)\}/g, ':$1'),
        encrypted: op['x-encrypted'] === true,
        auth: authOf(op.security ?? doc.security),
        params,
        validatePath: paramValidator('path'),
        validateQuery: paramValidator('query'),
        body: bodySpec
          ? {
              required: requestBody?.required === true,
              mediaType: bodySpec.mediaType,
              validate: compile(bodySpec.schema),
            }
          : null,
        responses,
      });
    }
  }

  if (!isObject(schemas.EncryptedEnvelope)) throw new Error('The contract has no EncryptedEnvelope schema');
  return {
    operations,
    byId: new Map(operations.map((o) => [o.operationId, o])),
    validateEncryptedEnvelope: compile({ $ref: '#/components/schemas/EncryptedEnvelope' }),
    warnings: [...warnings],
  };
}

function joinPath(base: string, name: string): string {
  return base ? `${base}.${name}` : name;
}

/** One readable line naming the field, e.g. `username: must NOT have more than 64 characters`. */
export function describeErrors(errors: ErrorObject[] | null | undefined, subject = 'body'): string {
  const error = errors?.[0];
  if (!error) return `${subject}: is invalid`;
  const at = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${joinPath(at, String(params.missingProperty))}: is required`;
    case 'additionalProperties':
      return `${joinPath(at, String(params.additionalProperty))}: is not an allowed property`;
    case 'discriminator':
      return params.error === 'tag'
        ? `${joinPath(at, String(params.tag))}: is required`
        : `${joinPath(at, String(params.tag))}: ${JSON.stringify(params.tagValue)} is not a known value`;
    case 'enum':
      return `${at || subject}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return `${at || subject}: ${error.message ?? 'is invalid'}`;
  }
}

export function check(validate: ValidateFunction, data: unknown, subject?: string): ValidationResult {
  return validate(data) ? { ok: true } : { ok: false, message: describeErrors(validate.errors, subject) };
}

/** The validator declared for a status: exact code, then `4XX`-style range, then `default`. */
export function responseValidator(
  op: Operation,
  status: number,
): { declared: true; validate: ValidateFunction | null } | { declared: false } {
  for (const key of [String(status), `${String(status)[0]}XX`, 'DEFAULT']) {
    if (op.responses.has(key)) return { declared: true, validate: op.responses.get(key) ?? null };
  }
  return { declared: false };
}
