export { ContractOffers, type ContractOffersProps } from './ContractOffers';
