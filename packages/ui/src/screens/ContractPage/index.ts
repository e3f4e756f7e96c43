export { ContractPage, CONTRACT_PAGE_OF_KIND, type ContractPageProps } from './ContractPage';
export type { ContractOfferFormProps } from './ContractOfferForm';
export type { ContractSettlementsProps } from './ContractSettlements';
export { SETTLEMENT_COUNTDOWN_TICK_MS } from './RealtimeCountdown';
export * from './contractTypes';
