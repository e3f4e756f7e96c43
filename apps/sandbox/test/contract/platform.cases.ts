import type { ContractCase } from './case.ts';

/** One or more calls through @wl/api for each platform operation (see contract-coverage.test.ts). */
export const platformCases: ContractCase[] = [];
