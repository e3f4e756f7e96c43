export * from './FilterChips';
