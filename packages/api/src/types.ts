// The contract's schemas under short names. A DOM-free entry (`@wl/api/types`) so packages without
// fetch or WebCrypto (flows) can import the types alone.
import type { components } from './generated/schema';

type Schemas = components['schemas'];
export type Envelope = Schemas['Envelope'];
export type Permission = Schemas['Permission'];
export type SystemStatus = Schemas['SystemStatus'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginSession = Schemas['LoginSession'];
export type LoginFailure = Schemas['LoginFailure'];
export type MemberInfo = Schemas['MemberInfo'];
export type ClubLabel = Schemas['ClubLabel'];
export type Balance = Schemas['Balance'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type MobileRegisterRequest = Schemas['MobileRegisterRequest'];
export type RegisterSettings = Schemas['RegisterSettings'];
export type Country = Schemas['Country'];
export type AccountFieldError = Schemas['AccountFieldError'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type PasswordResetByPhoneRequest = Schemas['PasswordResetByPhoneRequest'];
export type PasswordResetByEmailRequest = Schemas['PasswordResetByEmailRequest'];
export type GameCategory = Schemas['GameCategory'];
export type GameVendor = Schemas['GameVendor'];
export type GameTypeVendors = Schemas['GameTypeVendors'];
export type DepositRequest = Schemas['DepositRequest'];
export type DepositOrder = Schemas['DepositOrder'];
// Agent pay contracts (the flows' contract machines; the same names as operations/agent.ts exports).
export type AgentContract = Schemas['AgentContract'];
export type ContractKind = Schemas['ContractKind'];
export type ContractReply = Schemas['ContractReply'];
export type ContractProcessResult = Schemas['ContractProcessResult'];
export type DividendOffer = Schemas['DividendOffer'];
export type DailySalaryOffer = Schemas['DailySalaryOffer'];
export type HourlySalaryOffer = Schemas['HourlySalaryOffer'];
export type RealtimeSalaryOffer = Schemas['RealtimeSalaryOffer'];
