export { StatusPage, statusPageVariants } from './StatusPage';
export type { StatusPageProps, StatusPageVariant } from './StatusPage';
