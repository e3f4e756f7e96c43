import type { ContractCase } from './case.ts';

/** One or more calls through @wl/api for each accounts operation (see contract-coverage.test.ts). */
export const accountsCases: ContractCase[] = [];
