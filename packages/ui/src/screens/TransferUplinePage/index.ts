export * from './TransferUplinePage';
