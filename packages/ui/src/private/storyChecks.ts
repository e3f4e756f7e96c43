import { expect, userEvent, type within } from 'storybook/test';
import { startingWith } from './storyText';

declare global {
  interface Window {
    /** Set by the hostile fixture's payloads if any of them ever ran. */
    __shellHacked?: string;
  }
}

/** Story assertion: nothing able to run code (or restyle the page) is left under `root`, and nothing ran. */
export async function expectHarmless(root: HTMLElement) {
  await expect(root.querySelector('script, iframe, form, input, object, embed, style')).toBeNull();
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      await expect(attribute.startsWith('on') || attribute === 'style').toBe(false);
    }
    const href = element.getAttribute('href') ?? element.getAttribute('xlink:href') ?? '';
    await expect(href.trim().toLowerCase().startsWith('javascript:')).toBe(false);
  }
  await expect(window.__shellHacked).toBeUndefined();
}

/** Waits long enough for an image error handler to have fired, had one survived. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * Story assertion: a button that holds back (busy with its call, or `aria-disabled` until it may be used) is marked
 * so by `mark`, and a tap on it calls nothing (`spy`, the story's callback).
 */
export async function expectTapIgnored(
  button: HTMLElement,
  spy: unknown,
  mark: 'aria-busy' | 'aria-disabled' = 'aria-busy',
) {
  await expect(button).toHaveAttribute(mark, 'true');
  await userEvent.click(button);
  await expect(spy).not.toHaveBeenCalled();
}

/**
 * Story assertion: the new password and its confirmation (`NewPasswordFields`) among `queries` are both offered to
 * the password manager as a new password; returned for typing.
 */
export async function expectNewPasswordFields(queries: ReturnType<typeof within>, t: (key: string) => string) {
  const fields = [
    queries.getByLabelText(startingWith(t('account:password.new'))),
    queries.getByLabelText(startingWith(t('account:password.confirm'))),
  ] as const;
  for (const field of fields) await expect(field).toHaveAttribute('autocomplete', 'new-password');
  return fields;
}
