// Where browsers report Content-Security-Policy violations (the site server's `report-uri` / `report-to`). It lives
// in the backend, not in the site server, because that is where an operator's logs and alerts already are (nginx in
// front only forwards it); the count is what the end-to-end suite checks is still 0 after every spec.
import type { Hono } from 'hono';
import { badRequest, error, plainOk } from '../envelope.ts';
import type { Deps, Logger } from '../types.ts';

/** The path the site's CSP names (apps/site/server.mjs forwards exactly this one under /sandbox/). */
export const CSP_REPORT_PATH = '/sandbox/csp-report';
/** A report is a few hundred bytes; anything far bigger is not one. */
const MAX_REPORT_BYTES = 64 * 1024;
/** The last violations kept for the development route (a page in a loop must not fill the memory). */
const KEPT = 50;

export interface CspViolation {
  documentUri: string;
  directive: string;
  blockedUri: string;
  sample: string;
}

export interface CspReports {
  count: number;
  recent: CspViolation[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 300) : '';
}

/** Both shapes browsers send: `{ "csp-report": {...} }` (report-uri) and `[{ type, body }]` (Reporting API). */
function violations(payload: unknown): CspViolation[] {
  const reports = Array.isArray(payload) ? payload : [payload];
  return reports.flatMap((report) => {
    if (typeof report !== 'object' || report === null) return [];
    const legacy = (report as { 'csp-report'?: Record<string, unknown> })['csp-report'];
    const modern = (report as { type?: unknown; body?: Record<string, unknown> }).body;
    if (legacy) {
      return [
        {
          documentUri: text(legacy['document-uri']),
          directive: text(legacy['effective-directive'] ?? legacy['violated-directive']),
          blockedUri: text(legacy['blocked-uri']),
          sample: text(legacy['script-sample']),
        },
      ];
    }
    if ((report as { type?: unknown }).type === 'csp-violation' && modern) {
      return [
        {
          documentUri: text(modern.documentURL),
          directive: text(modern.effectiveDirective),
          blockedUri: text(modern.blockedURL),
          sample: text(modern.sample),
        },
      ];
    }
    return [];
  });
}

/** The report endpoint (always: browsers in production report too); the tally as a development route. */
export function mountRoutes(app: Hono, { log }: Deps, options: { devRoutes: boolean }): void {
  const tally = mountCspReports(app, log);
  // What the end-to-end suite reads after its specs: any violation fails it.
  if (options.devRoutes) app.get('/sandbox/csp-violations', (c) => plainOk(c, tally));
}

function mountCspReports(app: Hono, log: Logger): CspReports {
  const tally: CspReports = { count: 0, recent: [] };
  app.post(CSP_REPORT_PATH, async (c) => {
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > MAX_REPORT_BYTES) return error(c, 413, 'Report too large', 'PAYLOAD_TOO_LARGE');
    const body = await c.req.text();
    if (body.length > MAX_REPORT_BYTES) return error(c, 413, 'Report too large', 'PAYLOAD_TOO_LARGE');
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      return badRequest(c, 'body: is not valid JSON');
    }
    for (const violation of violations(payload)) {
      tally.count += 1;
      tally.recent = [...tally.recent, violation].slice(-KEPT);
      log.warn(
        `[sandbox] CSP violation on ${violation.documentUri}: ${violation.directive} blocked ` +
          `${violation.blockedUri || '(inline)'}${violation.sample ? ` "${violation.sample}"` : ''}`,
      );
    }
    return c.body(null, 204);
  });
  return tally;
}
