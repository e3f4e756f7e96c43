import type { PGlite } from '@electric-sql/pglite';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
// The contract's types as openapi-typescript generates them for @wl/api. Its index exports `paths` and `components`
// but not `operations` (keyed by operationId), so this type-only import reads the generated file itself.
import type { components, operations } from '../../../packages/api/src/generated/schema';
import type { Contract } from './contract.ts';
import type { RsaKeyPair } from './crypto.ts';
import type { SessionMember } from './store/sessions.ts';

export interface Logger {
  error(...args: unknown[]): void;
  warn(...args: unknown[]): void;
}

/** What every handler may use; built once per sandbox. */
export interface Deps {
  db: PGlite;
  now: () => number;
  keys: RsaKeyPair;
  contract: Contract;
  log: Logger;
  /** The secret the site server proves itself with, so its X-Forwarded-For is believed (null: never believed). */
  proxySecret: string | null;
}

/** The context of any request on the contract's sub-app (the middleware's view: the body not yet known). */
export interface SandboxEnv {
  // Absent when a test calls app.request() without a Node server.
  Bindings: Partial<HttpBindings> | undefined;
  Variables: {
    /** The request body (JSON or form), decrypted when the operation is x-encrypted, and valid against the contract. */
    body: unknown;
    /** The caller's session on bearer-secured operations. */
    session: SessionMember | null;
  };
}

export type SandboxContext = Context<SandboxEnv>;

/**
 * What a helper shared by several operations may read and answer with: the request, the session and `c.json`. Any
 * operation's context fits (an OperationContext is not a SandboxContext: its body has a type).
 */
export type RequestContext = Pick<SandboxContext, 'req' | 'json' | 'header' | 'env'> & {
  get(key: 'session'): SessionMember | null;
};

/** The contract's schemas by name (`Schemas['DomainRoute']`). */
export type Schemas = components['schemas'];

/** Every operationId of openapi/openapi.yaml. */
export type OperationId = keyof operations;

type Responses<Op extends OperationId> = operations[Op]['responses'];
/** The statuses the contract declares for an operation (200, and 400 or 401 where it says so). */
export type ResponseStatus<Op extends OperationId> = keyof Responses<Op> & number;
type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body of one of the operation's responses (the envelope). */
export type ResponseBody<Op extends OperationId, S extends ResponseStatus<Op> = 200 & ResponseStatus<Op>> = JsonContent<
  Responses<Op>[S]
>;
/** The envelope's `value` in the operation's 200 answer, success or business failure. */
export type ResponseValue<Op extends OperationId> = ResponseBody<Op> extends { value?: infer V } ? V : never;

type BodyOf<C> = C extends { 'application/json': infer T }
  ? T
  : C extends { 'application/x-www-form-urlencoded': infer T }
    ? T
    : // A multipart body (feedback) is read by its handler; the middleware leaves `body` undefined.
      undefined;
/** What the contract middleware leaves in `c.get('body')` for the operation (undefined when it takes no body). */
export type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody: { content: infer C } }
  ? BodyOf<C>
  : operations[Op] extends { requestBody?: { content: infer C } }
    ? BodyOf<C> | undefined
    : undefined;

/** The context of one operation's handler: its request body typed by the contract. */
export interface OperationEnv<Op extends OperationId> {
  Bindings: Partial<HttpBindings> | undefined;
  Variables: {
    /** The request body (JSON or form), decrypted when the operation is x-encrypted, and valid against the contract. */
    body: RequestBody<Op>;
    /** The caller's session on bearer-secured operations. */
    session: SessionMember | null;
  };
}
export type OperationContext<Op extends OperationId> = Context<OperationEnv<Op>>;

declare const REPLY: unique symbol;
/**
 * A Response that remembers, in its type only, the JSON body and status it was built with (`ok`, `fail`, `error`,
 * ...). A handler must return one whose body and status the contract declares for its operation.
 */
export type Reply<Body, Status extends number> = Response & { readonly [REPLY]: { body: Body; status: Status } };
/** Any answer the contract allows for the operation: one of its declared statuses with that status's body. */
export type OperationReply<Op extends OperationId> = {
  [S in ResponseStatus<Op>]: Reply<ResponseBody<Op, S>, S>;
}[ResponseStatus<Op>];

/** The handler of one operation: a response that drifts from the contract fails `tsc`. */
export type Handler<Op extends OperationId> = (c: OperationContext<Op>, deps: Deps) => Promise<OperationReply<Op>>;
/** operationId → handler, for every operation of the contract. */
export type Handlers = { [Op in OperationId]: Handler<Op> };
/** An area's share of the handlers. */
export type AreaHandlers = Partial<Handlers>;
/** A handler as the router calls it, after the contract middleware has checked the request. */
export type RouteHandler = (c: SandboxContext, deps: Deps) => Promise<Response>;
