import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qr';

describe('qrMatrix', () => {
  it('encodes a URL into a square of modules drawn as one path', () => {
    const { count, path } = qrMatrix('https://line.me/R/ti/p/@siamroyal');
    // version 3 (29 modules) holds 34 bytes at level M
    expect(count).toBe(29);
    expect(path.startsWith('M0 0h7v1h-7z')).toBe(true);
  });

  it('needs more modules at a higher correction level', () => {
    const text = 'https://example.com/download/app-release-2025.apk';
    expect(qrMatrix(text, 'H').count).toBeGreaterThan(qrMatrix(text, 'L').count);
  });

  it('is the same for the same text', () => {
    expect(qrMatrix('abc')).toEqual(qrMatrix('abc'));
  });
});
