export { MobileNumberField, type MobileNumberFieldProps } from './MobileNumberField';
