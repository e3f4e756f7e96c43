import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { SANDBOX_URL } from './helpers';

export { expect } from '@playwright/test';

/**
 * The site shows the operator's popup announcements once per session and after each login (spec §2). Tests about
 * something else close them whenever they appear, as a player would.
 */
/** The popup announcements, in English or Thai: a test may switch the language before they arrive. */
export const announcementsPopup = (page: Page) => page.getByRole('dialog', { name: /^(Announcements|ประกาศสำคัญ)$/ });

/**
 * Spec §4: contract offers waiting for the member's answer pop up after login (the demo member has one of every
 * kind). Tests about something else answer "Later"; the agent centre's spec removes this handler to answer them.
 */
export const contractOffersPopup = (page: Page) => page.getByRole('dialog', { name: /^(Contract offers|ข้อเสนอสัญญา)$/ });

/** What the browser says when the page's Content-Security-Policy (Trusted Types included) blocks something. */
const CSP_MESSAGE = /Content[ -]Security[ -]Policy|Trusted ?Types?|Trusted(HTML|Script|ScriptURL)\b/i;

/** The name the page's `securitypolicyviolation` listener reports through (a Playwright binding, not page script). */
const CSP_BINDING = '__e2eCspViolation';

/** The sandbox's tally of the CSP reports browsers sent it (`report-uri`); null when it cannot be read. */
async function reportedCount(context: BrowserContext): Promise<number | null> {
  try {
    // a fresh connection: one kept alive since the test began may be closed by the sandbox just as it is reused
    const answer = await context.request.get(`${SANDBOX_URL}/sandbox/csp-violations`, {
      headers: { connection: 'close' },
    });
    const body = (await answer.json()) as { value?: { count?: unknown } };
    return typeof body.value?.count === 'number' ? body.value.count : null;
  } catch {
    return null;
  }
}

/**
 * Records every Content-Security-Policy violation of every page (and frame) of the test's browser context, and
 * fails the test if there was one: the site's CSP (apps/site/server.mjs) must never have to block anything the site
 * itself does. Three witnesses: the `securitypolicyviolation` event (in every document, from an init script), the
 * console and uncaught errors that name the policy or Trusted Types, and the sandbox's count of `report-uri` reports.
 */
async function watchCsp(context: BrowserContext, provide: () => Promise<void>) {
  const violations: string[] = [];
  await context.exposeBinding(CSP_BINDING, ({ frame }, text: string) => {
    violations.push(`${frame?.url() ?? '?'}: ${text}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (text: string) => void>)[binding];
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:` +
            `${event.lineNumber}:${event.columnNumber}${event.sample ? ` "${event.sample}"` : ''}`,
        );
      },
      true,
    );
  }, CSP_BINDING);
  const watched = new WeakSet<Page>();
  const watch = (page: Page) => {
    if (watched.has(page)) return;
    watched.add(page);
    page.on('console', (message) => {
      if (CSP_MESSAGE.test(message.text()))
        violations.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (CSP_MESSAGE.test(error.message)) violations.push(`${page.url()}: uncaught ${error.message}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const reportedBefore = await reportedCount(context);

  await provide();

  const reportedAfter = await reportedCount(context);
  if (reportedBefore !== null && reportedAfter !== null && reportedAfter > reportedBefore) {
    violations.push(`the sandbox got ${reportedAfter - reportedBefore} CSP report(s) (GET /sandbox/csp-violations)`);
  }
  if (violations.length > 0) {
    throw new Error(`Content-Security-Policy violations:\n${[...new Set(violations)].join('\n')}`);
  }
}

export const test = base.extend<{ cspViolations: void }>({
  // automatic: every test of every spec that imports `test` from here
  cspViolations: [async ({ context }, provide) => watchCsp(context, provide), { auto: true }],
  page: async ({ page }, provide) => {
    const popup = announcementsPopup(page);
    await page.addLocatorHandler(
      popup,
      async () => {
        // The popups step aside when an account popup opens (the registration's welcome, say): then there is
        // nothing to close any more.
        await popup
          .getByRole('button', { name: /^(Got it|รับทราบ)$/ })
          .click({ timeout: 3000 })
          .catch(() => undefined);
      },
      { noWaitAfter: true },
    );
    const offers = contractOffersPopup(page);
    // waits until the popup has left (its Back step has landed): an account sheet opened meanwhile would close
    await page.addLocatorHandler(offers, async () => {
      await offers
        .getByRole('button', { name: /^(Later|ภายหลัง)$/ })
        .click({ timeout: 3000 })
        .catch(() => undefined);
    });
    await provide(page);
  },
});
