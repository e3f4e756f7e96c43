export * from './VendorTabs';
