export { CaptchaField } from './CaptchaField';
export type { CaptchaFieldProps } from './CaptchaField';
