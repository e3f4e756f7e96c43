import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OverlayBoundary } from './OverlayBoundary';

const close = vi.hoisted(() => vi.fn());
vi.mock('./overlays', () => ({ overlays: { close } }));
// the notice as the design system draws it is its stories' business: here, what the boundary hands it
vi.mock('@wl/ui', () => ({
  NoticeDialog: ({ message, onOpenChange }: { message: string; onOpenChange: (open: boolean) => void }) => (
    <div role="alertdialog">
      {message}
      <button type="button" onClick={() => onOpenChange(false)}>
        Close
      </button>
    </div>
  ),
}));

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { errors: { errors: { unknown: 'Something went wrong.' } } } } });
});
afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('the popup broke');
}

describe('OverlayBoundary', () => {
  it('shows an overlay that renders', () => {
    render(
      <OverlayBoundary>
        <p>the popup</p>
      </OverlayBoundary>,
    );
    expect(screen.getByText('the popup')).toBeTruthy();
  });

  it('puts the unknown-error notice (its code loaded then) in place of an overlay that throws; closing it closes the overlay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React and the boundary report the error
    render(
      <div>
        <OverlayBoundary>
          <Broken />
        </OverlayBoundary>
        <p>the page</p>
      </div>,
    );
    const notice = await screen.findByRole('alertdialog');
    expect(notice.textContent).toContain('Something went wrong.');
    expect(screen.getByText('the page')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('An overlay failed to render', expect.any(Error));
    screen.getByRole('button', { name: 'Close' }).click();
    expect(close).toHaveBeenCalled();
  });
});
