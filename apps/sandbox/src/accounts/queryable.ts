import type { Transaction } from '@electric-sql/pglite';

/** The database or an open transaction (PGlite has one connection: inside a transaction use the transaction). */
export type Queryable = Pick<Transaction, 'query'>;
