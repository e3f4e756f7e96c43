export * from './contractFailure';
export * from './contractOfferMachine';
export * from './contractReplyMachine';
