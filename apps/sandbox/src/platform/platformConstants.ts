// Timings and limits of the platform area (spec §5 and §9 where the spec names one).
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_MAX_IMAGES } from '@wl/rules';
import { TOO_MANY_REQUESTS_LOCK_MS } from '../sandboxConstants.ts';

/**
 * The whole multipart body of a feedback or an activity application (uploadForm.ts): the images (@wl/rules
 * uploads) plus room for the text and the part headers.
 */
export const UPLOAD_FORM_MAX_BODY_BYTES = UPLOAD_MAX_IMAGES * UPLOAD_IMAGE_MAX_BYTES + 64 * 1024;
/** At most this many feedbacks per member within the window (the spec's too-many-requests wait is 5 minutes). */
export const FEEDBACK_MAX_PER_WINDOW = 3;
export const FEEDBACK_WINDOW_MS = TOO_MANY_REQUESTS_LOCK_MS;

/** The chat header colour when none is given (spec §9). */
export const CHAT_HEADER_COLOR_DEFAULT = '#6142bf';
/** How long a chat window address stays usable. */
export const CHAT_TICKET_TTL_MS = 12 * 60 * 60_000;
/** Longest message a member can type in the chat window. */
export const CHAT_MESSAGE_MAX_CHARS = 500;
/** Messages shown in the chat window (the newest). */
export const CHAT_WINDOW_MESSAGES = 50;

/** Key characters at the end of an obfuscated (type 3) customer-service path. */
export const SERVICE_PATH_KEY_LENGTH = 8;

/** Wrong passwords at the points password check before it locks, and for how long (spec: retry after 5 minutes). */
export const POINT_PASSWORD_MAX_FAILURES = 5;
export const POINT_PASSWORD_LOCK_MS = TOO_MANY_REQUESTS_LOCK_MS;
/** The fewest points one conversion takes. */
export const MIN_CONVERT_POINTS = 1000;

/** The language when none is asked for (spec §1). */
export const DEFAULT_LANGUAGE = 'EN';
