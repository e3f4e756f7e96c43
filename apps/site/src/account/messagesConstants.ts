// Timings and sizes of the member centre's platform messages and rebate pages, and of the header's unread count.

/** How often the header, the menu and the left bar ask for the unread message count (one shared query). */
export const MESSAGES_UNREAD_POLL_MS = 60_000;

/** Messages per inbox page. */
export const MESSAGES_PAGE_SIZE = 10;
