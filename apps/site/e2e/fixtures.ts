import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The site shows the operator's popup announcements once per session and after each login (spec §2). Tests about
 * something else close them whenever they appear, as a player would.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await page.addLocatorHandler(popup, async () => {
      await popup.getByRole('button', { name: 'Got it' }).click();
    });
    await provide(page);
  },
});
