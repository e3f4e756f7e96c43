export { AgeConfirmation, DEFAULT_MINIMUM_AGE, USER_PROTOCOL_HREF } from './AgeConfirmation';
export type { AgeConfirmationProps, TermsLinkProps } from './AgeConfirmation';
