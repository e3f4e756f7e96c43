import { describe, expect, it } from 'vitest';
import { sidewaysIntoView } from './sideways';

describe('sidewaysIntoView', () => {
  const strip = { left: 0, right: 300 };
  it('leaves an item that is shown', () => expect(sidewaysIntoView(strip, { left: 20, right: 120 })).toBe(0));
  it('scrolls back to an item cut at the start', () =>
    expect(sidewaysIntoView(strip, { left: -50, right: 50 })).toBe(-50));
  it('scrolls on to an item cut at the end', () => expect(sidewaysIntoView(strip, { left: 250, right: 350 })).toBe(50));
  it('shows the start of an item wider than the strip', () =>
    expect(sidewaysIntoView(strip, { left: 100, right: 500 })).toBe(100));
});
