/**
 * The API client for a module of the first paint: its chunk (the client and openapi-fetch) then loads beside the
 * page instead of before it. The first page's calls are on the wire already (firstCalls.ts) and wait for it.
 */
export const lazyApi = () => import('./api').then(({ api }) => api);
