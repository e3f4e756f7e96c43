/** A call with no answer after this long fails as a timeout; generous for slow mobile networks. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** A failed query's one quiet retry (apps/site/src/query.ts) waits this long; never after a timeout. */
export const QUERY_RETRY_DELAY_MS = 1000;

/**
 * The bound every call the player depends on keeps: within this long it ends in data or in the player's message with
 * a retry. A silent server is reported after REQUEST_TIMEOUT_MS (the client's timeout covers the answer's body too,
 * and a timed-out call is not retried); the longest case is a quick failure whose one retry then waits out the
 * timeout: 20 s + 1 s + 20 s.
 */
export const CALL_SETTLES_WITHIN_MS = REQUEST_TIMEOUT_MS + QUERY_RETRY_DELAY_MS + REQUEST_TIMEOUT_MS;

/** Header names the contract chose (see openapi/README.md). */
export const MERCHANT_HEADER = 'X-Merchant-Code';
export const LANGUAGE_HEADER = 'Accept-Language';
