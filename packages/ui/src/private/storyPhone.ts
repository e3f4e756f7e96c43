// What the stories on the 360 px phone share: the viewport in Thai, and the checks that nothing sticks out.
import { expect } from 'storybook/test';
import { phone360 } from './storyViewports';

/** The 360 px phone in Thai, the longest words on the narrowest screen. */
export const thaiPhone360 = { ...phone360, globals: { ...phone360.globals, language: 'TY' } } as const;

/** The test browser took the story's 360 px viewport and the page does not scroll sideways. */
export async function expectPhoneFit() {
  await expect(window.innerWidth).toBe(360);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
}

/** A grid of cards two across: the first two share a row, the third starts the next one. */
export async function expectTwoAcross([first, second, third]: HTMLElement[]) {
  await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  await expect(third!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
}
