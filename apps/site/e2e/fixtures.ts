import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The site shows the operator's popup announcements once per session and after each login (spec §2). Tests about
 * something else close them whenever they appear, as a player would.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await page.addLocatorHandler(
      popup,
      async () => {
        // The popups step aside when an account popup opens (the registration's welcome, say): then there is
        // nothing to close any more.
        await popup
          .getByRole('button', { name: 'Got it' })
          .click({ timeout: 3000 })
          .catch(() => undefined);
      },
      { noWaitAfter: true },
    );
    await provide(page);
  },
});
