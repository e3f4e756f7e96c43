export * from './boot';
export * from './login';
export * from './logout';
export {
  CAPTCHA_REFRESH_THROTTLE_MS,
  LOGOUT_SERVER_WAIT_MS,
  STATUS_RECHECK_MS,
  TRIAL_IS_AGENT,
  WEAK_DEFAULT_PASSWORD,
} from './constants';

// shell (issue 5): the chat window and the navigation builder
export * from './chat';
export * from './navigation';
