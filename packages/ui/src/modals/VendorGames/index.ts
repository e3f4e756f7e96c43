export * from './VendorGames';
