export { RouteLoadError } from './RouteLoadError';
export type { RouteLoadErrorProps } from './RouteLoadError';
