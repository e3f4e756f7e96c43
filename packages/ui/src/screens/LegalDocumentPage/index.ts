export * from './LegalDocumentPage';
