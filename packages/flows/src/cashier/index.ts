export * from './walletTransferMachine';
export * from './accountTransferMachine';
export * from './depositMachine';
export * from './withdrawMachine';
export * from './withdrawConfirmMachine';
export * from './withdrawQuote';
