import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { encryptedOperations, publicOperations } from './generated/operations';
import { ApiError } from './errors';
import { encryptPayload } from './crypto';
import { createUnwrap, FALLBACK_MESSAGES, type DescribeFailure } from './unwrap';
import { LANGUAGE_HEADER, MERCHANT_HEADER, REQUEST_TIMEOUT_MS } from './constants';
import type { OperationContext } from './operations/context';
import { contentOperations } from './operations/content';
import { gamesOperations } from './operations/games';
import { lotteryOperations } from './operations/lottery';
import { sessionOperations } from './operations/session';
import { systemOperations } from './operations/system';
import { walletOperations } from './operations/wallet';

export interface ApiConfig {
  /** Origin of the /wps and /lgw backend; '' means the site's own origin. */
  baseUrl?: string;
  merchantCode: string;
  getToken: () => string | null;
  /** The current language as the contract's SiteLanguage (EN, TY, …): openapi/README.md, the language on the wire. */
  getLanguage: () => string;
  /** The server's public key; by default the one from the last permission call. */
  getPublicKey?: () => string | null;
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
  /**
   * The player's message for a failure the server did not describe (network, timeout, an answer that is not an
   * envelope, a failure without `message`): every call's ApiError then carries the text to show. Called when the
   * error is made, so it should read the current language. `undefined` keeps the client's English text.
   */
  describeFailure?: DescribeFailure;
  /**
   * Called when a call that carried the session token is answered HTTP 401 (the token is unknown or ended; the
   * sandbox and the contract answer `UNAUTHORIZED` this way, never as a 200 business failure). Once per such answer:
   * parallel calls with a dead token call it several times, so the receiver acts only while signed in.
   */
  onUnauthorized?: () => void;
}

/**
 * An area the first paint never calls (the member and agent centres' cashier, security, agent, points; the chat): its
 * module is fetched with its first call, so its code stays out of the first paint. Every operation is async, so the caller sees no difference.
 */
function lazyArea<Area extends object>(
  load: () => Promise<(context: OperationContext) => Area>,
  context: OperationContext,
): Area {
  let area: Promise<Area> | undefined;
  const calls = new Map<string, (...args: unknown[]) => Promise<unknown>>(); // one function per name, as a plain object
  return new Proxy({} as Area, {
    get(_target, name) {
      // not a thenable, not an iterator: only the area's operation names answer
      if (typeof name !== 'string' || name === 'then') return undefined;
      let call = calls.get(name);
      if (!call) {
        call = async (...args: unknown[]) => {
          area ??= load().then((make) => make(context));
          const operation = (await area)[name as keyof Area];
          if (typeof operation !== 'function') throw new TypeError(`No operation ${name}`);
          return (operation as (...args: unknown[]) => unknown)(...args);
        };
        calls.set(name, call);
      }
      return call;
    },
  });
}

const operationKey = (request: Request, schemaPath: string) => `${request.method} ${schemaPath}`;

/** Statuses whose answer has no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Wraps fetch so that every failure without an answer becomes a network or timeout ApiError, and so that the whole
 * call, the answer's body included, ends within `timeoutMs`: a fetch that does not listen to the signal (an early
 * call's answer, earlyCalls.ts) or a body that stalls after the headers is not waited for longer than that.
 */
function fetchWithTimeout(
  baseFetch: (request: Request) => Promise<Response>,
  timeoutMs: number,
  describe: DescribeFailure,
) {
  return async (request: Request): Promise<Response> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    request.signal.addEventListener('abort', () => controller.abort(), { once: true });
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), {
        once: true,
      });
    });
    aborted.catch(() => undefined); // only ever raced
    try {
      const response = await Promise.race([baseFetch(new Request(request, { signal: controller.signal })), aborted]);
      if (NULL_BODY_STATUSES.has(response.status)) return response;
      const body = await Promise.race([response.arrayBuffer(), aborted]);
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (cause) {
      if (controller.signal.aborted && !request.signal.aborted) {
        throw new ApiError('timeout', describe('timeout') ?? FALLBACK_MESSAGES.timeout, { cause });
      }
      throw new ApiError('network', describe('network') ?? FALLBACK_MESSAGES.network, { cause });
    } finally {
      clearTimeout(timer);
    }
  };
}

export function createApi(config: ApiConfig) {
  let rememberedPublicKey: string | null = null;
  const publicKey = () => config.getPublicKey?.() ?? rememberedPublicKey;
  const describeFailure: DescribeFailure = (kind, status) => config.describeFailure?.(kind, status);

  const client = createClient<paths>({
    baseUrl: config.baseUrl ?? '',
    fetch: fetchWithTimeout(
      config.fetch ?? ((request) => globalThis.fetch(request)),
      config.timeoutMs ?? REQUEST_TIMEOUT_MS,
      describeFailure,
    ),
  });

  const headers: Middleware = {
    onRequest({ request, schemaPath }) {
      request.headers.set(MERCHANT_HEADER, config.merchantCode);
      request.headers.set(LANGUAGE_HEADER, config.getLanguage());
      const token = config.getToken();
      // Only operations that need the session get the token: public calls never carry it.
      if (token && !publicOperations.has(operationKey(request, schemaPath)))
        request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };

  const encryption: Middleware = {
    async onRequest({ request, schemaPath }) {
      if (!encryptedOperations.has(operationKey(request, schemaPath))) return undefined;
      const key = publicKey();
      if (!key) throw new Error(`No server public key for ${schemaPath}: load the permission first`);
      const envelope = await encryptPayload(key, await request.clone().json());
      return new Request(request, { body: JSON.stringify(envelope) });
    },
  };

  const unauthorized: Middleware = {
    onResponse({ request, response }) {
      // Only a call that carried the token can find it dead: a visitor's 401 on a members-only call is no expiry.
      if (response.status === 401 && request.headers.has('Authorization')) config.onUnauthorized?.();
      return undefined;
    },
  };

  client.use(headers, encryption, unauthorized);

  const context: OperationContext = {
    client,
    ...createUnwrap(describeFailure),
    rememberPublicKey: (key) => {
      rememberedPublicKey = key;
    },
  };
  return {
    /** The underlying typed client, for operations without a helper yet. */
    client,
    system: systemOperations(context),
    session: sessionOperations(context),
    member: lazyArea(() => import('./operations/member').then((module) => module.memberOperations), context),
    wallet: walletOperations(context),
    cashier: lazyArea(() => import('./operations/cashier').then((module) => module.cashierOperations), context),
    agent: lazyArea(() => import('./operations/agent').then((module) => module.agentOperations), context),
    // Announcements, banners and promotions are games-tag operations too; they are written in their own module.
    games: { ...gamesOperations(context), ...contentOperations(context) },
    lottery: lotteryOperations(context),
    chat: lazyArea(() => import('./operations/chat').then((module) => module.chatOperations), context),
    points: lazyArea(() => import('./operations/points').then((module) => module.pointsOperations), context),
    security: lazyArea(() => import('./operations/security').then((module) => module.securityOperations), context),
    records: lazyArea(() => import('./operations/records').then((module) => module.recordsOperations), context),
    rewards: lazyArea(() => import('./operations/rewards').then((module) => module.rewardsOperations), context),
    invite: lazyArea(() => import('./operations/invite').then((module) => module.inviteOperations), context),
    messages: lazyArea(() => import('./operations/messages').then((module) => module.messagesOperations), context),
  };
}

export type Api = ReturnType<typeof createApi>;
