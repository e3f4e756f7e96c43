import { createContext } from 'react';

/**
 * Where a link of server HTML may lead: the address to link (the same or a rewritten one), or null to leave the
 * link's text without an address. The app gives its URL policy (apps/site: `allowedUrl` of urlPolicy.ts) with
 * `LinkPolicyContext`; without one, only DOMPurify's rules apply (no script, data or other unsafe scheme).
 */
export type LinkPolicy = (href: string) => string | null;

/** The link policy of every `SafeHtml` below it (its own module: no DOMPurify in the bundle of whoever sets it). */
export const LinkPolicyContext = createContext<LinkPolicy | null>(null);
