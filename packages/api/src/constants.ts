/** A call with no answer after this long fails as a timeout; generous for slow mobile networks. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Header names the contract chose (see openapi/README.md). */
export const MERCHANT_HEADER = 'X-Merchant-Code';
export const LANGUAGE_HEADER = 'Accept-Language';
