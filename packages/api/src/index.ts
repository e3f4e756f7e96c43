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
export { encryptPayload } from './crypto';
export type { EncryptedEnvelope } from './crypto';
export { REQUEST_TIMEOUT_MS, MERCHANT_HEADER, LANGUAGE_HEADER } from './constants';
export type { paths, components } from './generated/schema';
