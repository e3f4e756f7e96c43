import { createContext } from 'react';

/**
 * The addresses server HTML may use: where a link may lead (`use` 'link': null leaves the link's text without an
 * address) and where a picture may come from ('picture': null leaves the picture out, so nothing is fetched from
 * there). For a link the answer is the address to use (the same or a rewritten one); a picture keeps its own. The
 * app gives its URL policy (apps/site: `allowedUrl` of urlPolicy.ts) with `LinkPolicyContext`; without one, only
 * DOMPurify's rules apply (no script, data or other unsafe scheme).
 */
export type LinkPolicy = (address: string, use: 'link' | 'picture') => string | null;

/** The address policy of every `SafeHtml` below it (its own module: no DOMPurify in the bundle of whoever sets it). */
export const LinkPolicyContext = createContext<LinkPolicy | null>(null);
