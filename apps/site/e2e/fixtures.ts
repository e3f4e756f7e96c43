import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The site shows the operator's popup announcements once per session and after each login (spec §2). Tests about
 * something else close them whenever they appear, as a player would.
 */
/** The popup announcements, in English or Thai: a test may switch the language before they arrive. */
export const announcementsPopup = (page: Page) => page.getByRole('dialog', { name: /^(Announcements|ประกาศสำคัญ)$/ });

export const test = base.extend({
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
    await provide(page);
  },
});
