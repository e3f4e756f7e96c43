import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { operations } from './generated/operations';
import { ApiError } from './errors';
import { encryptPayload } from './crypto';
import { LANGUAGE_HEADER, MERCHANT_HEADER, REQUEST_TIMEOUT_MS } from './constants';
import type { Balance, Envelope, LoginRequest, LoginSession, MemberInfo, Permission, SystemStatus } from './types';

export interface ApiConfig {
  /** Origin of the /wps and /lgw backend; '' means the site's own origin. */
  baseUrl?: string;
  merchantCode: string;
  getToken: () => string | null;
  /** BCP-47 code of the current language. */
  getLanguage: () => string;
  /** The server's public key; by default the one from the last permission call. */
  getPublicKey?: () => string | null;
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

function operationOf(request: Request, schemaPath: string) {
  return operations[`${request.method} ${schemaPath}`];
}

/** Wraps fetch so that every failure without an answer becomes a network or timeout ApiError. */
function fetchWithTimeout(baseFetch: (request: Request) => Promise<Response>, timeoutMs: number) {
  return async (request: Request): Promise<Response> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    request.signal.addEventListener('abort', () => controller.abort(), { once: true });
    try {
      return await baseFetch(new Request(request, { signal: controller.signal }));
    } catch (cause) {
      if (controller.signal.aborted && !request.signal.aborted) {
        throw new ApiError('timeout', 'The request took too long, please try again', { cause });
      }
      throw new ApiError('network', 'Network link is abnormal, please try again', { cause });
    } finally {
      clearTimeout(timer);
    }
  };
}

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) ? seconds : undefined;
}

/** Unwraps the envelope: returns `value`, or throws the one ApiError for any failure. */
async function unwrap<T>(call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<T> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch (error) {
    // A 2xx answer that is not JSON (a proxy's HTML page, say) is an unknown server error.
    if (error instanceof SyntaxError) throw new ApiError('http', 'An unknown error occurred', { cause: error });
    throw error;
  }
  const { response } = result;
  const body = (result.data ?? result.error) as Partial<Envelope> | string | undefined;
  const envelope = typeof body === 'object' && body !== null ? body : undefined;
  const details = {
    status: response.status,
    code: envelope?.code ?? null,
    value: envelope?.value,
    retryAfter: retryAfterSeconds(response),
    fromServer: Boolean(envelope?.message),
  };
  if (!response.ok) {
    throw new ApiError('http', envelope?.message || `The server answered ${response.status}`, details);
  }
  if (typeof envelope?.success !== 'boolean') {
    throw new ApiError('http', 'An unknown error occurred', details);
  }
  if (!envelope.success) {
    throw new ApiError('business', envelope.message || 'An unknown error occurred', details);
  }
  return envelope.value as T;
}

export function createApi(config: ApiConfig) {
  let rememberedPublicKey: string | null = null;
  const publicKey = () => config.getPublicKey?.() ?? rememberedPublicKey;

  const client = createClient<paths>({
    baseUrl: config.baseUrl ?? '',
    fetch: fetchWithTimeout(
      config.fetch ?? ((request) => globalThis.fetch(request)),
      config.timeoutMs ?? REQUEST_TIMEOUT_MS,
    ),
  });

  const headers: Middleware = {
    onRequest({ request, schemaPath }) {
      request.headers.set(MERCHANT_HEADER, config.merchantCode);
      request.headers.set(LANGUAGE_HEADER, config.getLanguage());
      const token = config.getToken();
      // Only operations that need the session get the token: public calls never carry it.
      if (token && operationOf(request, schemaPath)?.auth) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };

  const encryption: Middleware = {
    async onRequest({ request, schemaPath }) {
      if (!operationOf(request, schemaPath)?.encrypted) return undefined;
      const key = publicKey();
      if (!key) throw new Error(`No server public key for ${schemaPath}: load the permission first`);
      const envelope = await encryptPayload(key, await request.clone().json());
      return new Request(request, { body: JSON.stringify(envelope) });
    },
  };

  client.use(headers, encryption);

  return {
    /** The underlying typed client, for operations without a helper yet. */
    client,
    system: {
      async getPermission(siteHost: string): Promise<Permission> {
        const permission = await unwrap<Permission>(client.POST('/wps/system/permission', { body: { url: siteHost } }));
        rememberedPublicKey = permission.publicKey;
        return permission;
      },
      getSystemStatus: () =>
        unwrap<{ systemStatus: SystemStatus }>(client.GET('/wps/system/status')).then((value) => value.systemStatus),
    },
    session: {
      /** Base64 PNG of a new captcha. */
      getCaptcha: () => unwrap<string>(client.GET('/wps/captcha')),
      login: (body: LoginRequest) => unwrap<LoginSession>(client.POST('/wps/session/login', { body })),
      logout: () => unwrap<null>(client.DELETE('/wps/session/logout')),
    },
    member: {
      getMemberInfo: () => unwrap<MemberInfo>(client.GET('/wps/member/info')),
    },
    wallet: {
      getBalance: () => unwrap<Balance>(client.GET('/wps/v2/wallets/balance')),
    },
  };
}

export type Api = ReturnType<typeof createApi>;
