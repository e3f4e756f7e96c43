/**
 * The chat window's constants (spec §4 Chat window, §8). Translation keys are the spec's own.
 */

/** The whitelabel flag that turns the chat service on (spec glossary: CBS3 = chat service on). */
export const CHAT_SERVICE_FLAG = 'CBS3';

/** Recorded (and shown by the window with a retry) when the chat URL call fails without a message. */
export const CHAT_URL_FAILED_KEY = 'chat.loadFailed';
