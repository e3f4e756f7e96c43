export { SmsCodeField, smsButtonStates, SMS_CODE_MAX_LENGTH, SMS_DEFAULT_COUNTDOWN_SECONDS } from './SmsCodeField';
export type { SmsCodeFieldProps, SmsButtonState } from './SmsCodeField';
