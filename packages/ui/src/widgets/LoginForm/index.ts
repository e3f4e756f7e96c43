export { emptyLoginValues, LoginForm, loginTypes } from './LoginForm';
export type { LoginErrors, LoginFormField, LoginFormProps, LoginType, LoginValues, SmsLoginOptions } from './LoginForm';
