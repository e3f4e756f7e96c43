export { LoginForm, loginTypes } from './LoginForm';
export type { LoginFormProps, LoginType, LoginValues, SmsLoginOptions, SmsLoginValues } from './LoginForm';
