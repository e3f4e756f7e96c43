/**
 * The chat window's constants (spec §4 Chat window, §8). Translation keys are the spec's own.
 */

/** The whitelabel flag that turns the chat service on (spec glossary: CBS3 = chat service on). */
export const CHAT_SERVICE_FLAG = 'CBS3';

/** Spec §8: the warning a trial account gets for a restricted feature, and its confirm button. */
export const TRIAL_WARNING_MESSAGE_KEY = 'in_need_true_account';
export const TRIAL_WARNING_CONFIRM_KEY = 'in_increase_submit';

/** Recorded (and shown by the window with a retry) when the chat URL call fails without a message. */
export const CHAT_URL_FAILED_KEY = 'chat.loadFailed';
