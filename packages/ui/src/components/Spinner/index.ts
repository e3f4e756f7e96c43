export { Spinner, spinnerSizes } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
