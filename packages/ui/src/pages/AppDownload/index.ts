export * from './AppDownload';
