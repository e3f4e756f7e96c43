export * from './WalletPage';
