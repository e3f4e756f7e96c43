// The calls the first paint waits for (the permission, the announcements), sent by firstCalls.ts before the app's
// code has arrived. They are plain requests in flight, not a cache: the API client's fetch (api.ts) takes the answer
// of the identical request once, then every call goes to the network again. This module stays tiny and imports
// nothing, because firstCalls.ts must arrive ahead of the app's files.

export interface EarlyRequest {
  method: 'GET' | 'POST';
  /** Absolute, or relative to the page. */
  url: string;
  headers: Record<string, string>;
  /** JSON, exactly as the API client would serialize it. */
  body?: string;
}

// The headers that change the answer; a request that differs in them is a different request.
const MATCHED_HEADERS = ['accept-language', 'authorization', 'x-merchant-code'];

const inFlight = new Map<string, Promise<Response>>();

function keyOf(method: string, url: string, headers: (name: string) => string | null, body: string): string {
  return JSON.stringify([method, new URL(url, window.location.href).href, MATCHED_HEADERS.map(headers), body]);
}

/** Sends a request now; the API client picks up its answer when it makes the same call. */
export function sendEarly(request: EarlyRequest): void {
  const { method, url, headers, body } = request;
  const answer = fetch(url, { method, headers, body });
  answer.catch(() => undefined); // a failure reaches the caller that takes it
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  inFlight.set(
    keyOf(method, url, (name) => lower.get(name) ?? null, body ?? ''),
    answer,
  );
}

/** The answer of an early request identical to this one, once; undefined when there is none. */
export async function takeEarly(request: Request): Promise<Response | undefined> {
  if (inFlight.size === 0) return undefined;
  const body = request.body ? await request.clone().text() : '';
  const key = keyOf(request.method, request.url, (name) => request.headers.get(name), body);
  const answer = inFlight.get(key);
  inFlight.delete(key);
  return answer;
}

/**
 * A query string as the API client (openapi-fetch) writes it: keys in the given order, arrays repeated
 * (`types=B&types=PL`), values URI-encoded, undefined ones left out.
 */
export function searchOf(query: Record<string, string | number | readonly string[] | undefined>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue; // left out, as the client leaves it out
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(`${name}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.join('&');
}
