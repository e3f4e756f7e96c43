export * from './boot';
export * from './login';
export * from './logout';
export * from './captcha';
export * from './sms';
export * from './registration';
export * from './password';
export * from './loginCheck';
export * from './session';

// cashier (issue 12): the wallet page
export * from './cashier';
export {
  AGENT_CENTRE_TYPES,
  CAPTCHA_REFRESH_THROTTLE_MS,
  CASHIER_NOTIFICATION_POLL_MS,
  DEPOSIT_STATUS_POLL_MS,
  LOGOUT_SERVER_WAIT_MS,
  NEED_TRUE_ACCOUNT_CONFIRM_KEY,
  NEED_TRUE_ACCOUNT_KEY,
  PART_LOAD_TIMEOUT_MS,
  PART_LOADER_DELAY_MS,
  SMS_COUNTDOWN_TICK_LOGIN_MS,
  SMS_COUNTDOWN_TICK_REGISTER_MS,
  SMS_DEFAULT_COUNTDOWN_SECONDS,
  SMS_REQUEST_THROTTLE_MS,
  STATUS_RECHECK_MS,
  TRIAL_IS_AGENT,
  WEAK_DEFAULT_PASSWORD,
} from './constants';

// shell (issue 5): the chat window and the navigation builder
export * from './chat';
export * from './navigation';

// security centre (issue 11): funds password and security question, bank cards, profile
export * from './security/fundsPasswordMachine';
export * from './security/bankCardMachine';
export * from './security/profileMachine';
// security centre (issue 11): mobile and email binding with a code, the authenticator (TOTP)
export * from './security/contactBindingMachine';
export * from './security/authenticatorMachine';

// the spec's loose ends (issue 13): game launch and the lottery lobby
export * from './gameLaunch';
export * from './lotteryLobby';

// member centre (issue 14): converting points
export * from './points';
// member centre (issue 14): feedback and activity applications
export * from './uploads';
// agent centre (issue 15): salary and dividend contracts (offer; accept, reject, terminate)
export * from './contracts';
export * from './agentTeam/agentTeamForms';
