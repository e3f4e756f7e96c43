export * from './RedeemDialog';
