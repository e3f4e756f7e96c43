import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FramePart } from './FramePart';

afterEach(() => vi.restoreAllMocks());

describe('FramePart', () => {
  it('shows its fallback while the part’s code arrives, then the part', async () => {
    const Part = lazy(async () => ({ default: () => <p>navigation row</p> }));
    render(<FramePart fallback={<p>keeping the place</p>}>{<Part />}</FramePart>);
    expect(screen.getByText('keeping the place')).toBeTruthy();
    expect(await screen.findByText('navigation row')).toBeTruthy();
  });

  it('leaves out only its part when the part’s code does not arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const Lost = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <div>
        <FramePart fallback={<p>keeping the place</p>}>
          <Lost />
        </FramePart>
        <p>the page</p>
      </div>,
    );
    await vi.waitFor(() => expect(screen.queryByText('keeping the place')).toBeNull());
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
