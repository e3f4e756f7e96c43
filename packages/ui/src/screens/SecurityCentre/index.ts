export * from './SecurityCentre';
export * from './SecuritySection';
export * from './LoginPasswordSection';
export * from './ProfileForm';
export * from './FundsPasswordForm';
export * from './BankCards';
