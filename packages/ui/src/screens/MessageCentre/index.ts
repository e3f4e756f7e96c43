export * from './MessageCentre';
