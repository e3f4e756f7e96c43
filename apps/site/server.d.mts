// Types of server.mjs (plain Node JavaScript, no build step) for the TypeScript that imports it: its tests.
import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';

/** The extensions of the files a browser is sent compressed. */
export declare const COMPRESSIBLE: ReadonlySet<string>;

/** Where the CSP's report-uri points. */
export declare const CSP_REPORT_PATH: string;

/** Headers on every answer of the site server (the pages get the CSP on top). */
export declare const SECURITY_HEADERS: Readonly<Record<string, string>>;

/** `'sha256-…'` of every inline script of a page. */
export declare function inlineScriptHashes(html: string): string[];

/** The Content-Security-Policy of the site's pages. */
export declare function contentSecurityPolicy(options?: {
  scriptHashes?: readonly string[];
  frameAncestors?: readonly string[];
}): string;

/** The CSP of a built site's pages (its folder: index.html's inline scripts, .edge.json's frame-ancestors). */
export declare function builtSiteCsp(distDir: string): string;

/** TCP's initial window (RFC 6928): what a page's answer should fit in, to be drawn a round trip sooner. */
export declare const FIRST_FLIGHT_BYTES: number;

/**
 * The 103 Early Hints (Link values) of each page path of a built site: the first calls' script, the app's entry with
 * its preloads and stylesheets and, for a page the code draws, the page's part and the frame's parts its first screen
 * shows (a prerendered page names those in its head; the app's code at low priority when the page is prerendered).
 */
export declare function readEarlyHints(
  distDir: string,
  base?: string,
): (pathname: string, page?: { prerendered?: boolean }) => string[];

export interface SiteServerOptions {
  /** 0: any free port (read it from `server.address()`). */
  port?: number;
  host?: string;
  backendUrl: string;
  /** The built site; apps/site/dist when left out. */
  distDir?: string;
  basePath?: string;
  proxySecret?: string;
  behindTls?: boolean;
  /** The key and certificate (PEM): HTTP/2 over TLS, HTTP/1.1 still answered; plain HTTP/1.1 without. */
  tls?: { key: string; cert: string } | null;
  backendTimeoutMs?: number;
  log?: (message: string) => void;
}

/** Resolves with the listening server; rejects with the listen error (e.g. `code: 'EADDRINUSE'`). */
export declare function startSiteServer(options: SiteServerOptions): Promise<Server | Http2SecureServer>;

/** TLS from SITE_TLS_PEM, or SITE_TLS_KEY and SITE_TLS_CERT; null (plain HTTP) when none is set. */
export declare function tlsFromEnv(env?: Record<string, string | undefined>): { key: string; cert: string } | null;
