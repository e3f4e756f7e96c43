export { createApi } from './client';
export type { Api, ApiConfig } from './client';
export type {
  Balance,
  ClubLabel,
  Envelope,
  LoginFailure,
  LoginRequest,
  LoginSession,
  MemberInfo,
  Permission,
  SystemStatus,
} from './types';
export { ApiError, isApiError } from './errors';
export type { ApiErrorKind } from './errors';
export type { DescribeFailure } from './unwrap';
export { encryptPayload } from './crypto';
export type { EncryptedEnvelope } from './crypto';
export {
  REQUEST_TIMEOUT_MS,
  QUERY_RETRY_DELAY_MS,
  CALL_SETTLES_WITHIN_MS,
  MERCHANT_HEADER,
  LANGUAGE_HEADER,
} from './constants';
export type { paths, components } from './generated/schema';
export { siteLanguages } from './generated/languages';
// Each area's operations module exports the type aliases of its own schemas.
export type * from './operations/agent';
export type * from './operations/cashier';
export type * from './operations/chat';
export type * from './operations/content';
export type * from './operations/games';
export type * from './operations/lottery';
export type * from './operations/member';
export type * from './operations/points';
export type * from './operations/records';
export type * from './operations/rewards';
export type * from './operations/invite';
export type * from './operations/messages';
export type * from './operations/security';
export type * from './operations/session';
export type * from './operations/system';
export type * from './operations/wallet';
export { pageItems, type Page } from './paging';
export { CHAT_HEADER_COLORS, decodeServicePath } from './operations/chat';
export { newIdempotencyKey } from './idempotency';
