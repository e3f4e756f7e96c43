export * from './LiveTables';
