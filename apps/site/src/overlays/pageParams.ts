/**
 * A centre page's own params (its filters, its page: `mc.range=last7`) start with these; the overlay
 * coordinator drops them when the centre closes or another page is chosen. A module of its own, without the
 * coordinator's imports, so the pages' address code reads it anywhere.
 */
export const MEMBER_CENTRE_PAGE_PARAM_PREFIX = 'mc.';
/** The agent centre's pages' own params (`ac.range=last7`). */
export const AGENT_CENTRE_PAGE_PARAM_PREFIX = 'ac.';
