import { PNG } from 'pngjs';
import { DIGIT_GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from './font.ts';

/** Drawing parameters: big enough for a person on a phone, noisy enough not to be plain text. */
export const CAPTCHA_IMAGE = {
  scale: 5,
  gap: 8,
  padding: 10,
  /** Most a digit moves from its slot, in pixels. */
  jitter: 4,
  /** Share of background pixels turned into light speckles. */
  speckleDensity: 0.06,
  lines: 3,
} as const;

type Rgb = readonly [number, number, number];
const BACKGROUND: Rgb = [246, 244, 238];
/** Ink colours: dark enough for contrast with the background (WCAG-ish ≥ 7:1). */
const INKS: readonly Rgb[] = [
  [28, 42, 94],
  [92, 24, 32],
  [20, 70, 40],
  [60, 30, 90],
  [40, 40, 40],
];
const SPECKLE: Rgb = [200, 196, 186];
const LINE: Rgb = [185, 190, 205];

export function captchaSize(digits: number): { width: number; height: number } {
  const { scale, gap, padding, jitter } = CAPTCHA_IMAGE;
  return {
    width: padding * 2 + digits * GLYPH_WIDTH * scale + (digits - 1) * gap,
    height: padding * 2 + GLYPH_HEIGHT * scale + jitter * 2,
  };
}

/** Draws the code as a PNG. `random` is injectable so tests can draw without jitter or noise (pass () => 0.5). */
export function renderCaptcha(code: string, random: () => number = Math.random): Buffer {
  const { scale, gap, padding, jitter, speckleDensity, lines } = CAPTCHA_IMAGE;
  const { width, height } = captchaSize(code.length);
  const png = new PNG({ width, height });
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  const pick = (n: number) => Math.min(n - 1, Math.floor(random() * n));
  // Sideways by half as much, so neighbouring digits never touch.
  const offset = (most: number) => Math.round((random() * 2 - 1) * most);

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) set(x, y, random() < speckleDensity ? SPECKLE : BACKGROUND);
  }
  // Light lines under the digits: they break naive thresholding but not a person's reading.
  for (let n = 0; n < lines; n++) {
    let x0 = pick(width);
    let y0 = pick(height);
    const x1 = pick(width);
    const y1 = pick(height);
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    for (let err = dx + dy; ;) {
      set(x0, y0, LINE);
      if (x0 === x1 && y0 === y1) break;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x0 += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y0 += sy;
      }
    }
  }
  [...code].forEach((digit, i) => {
    const glyph = DIGIT_GLYPHS[digit];
    if (!glyph) throw new Error(`No glyph for ${JSON.stringify(digit)}`);
    const ink = INKS[pick(INKS.length)]!;
    const left = padding + i * (GLYPH_WIDTH * scale + gap) + offset(jitter / 2);
    const top = padding + jitter + offset(jitter);
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let y = 0; y < scale; y++) {
          for (let x = 0; x < scale; x++) set(left + gx * scale + x, top + gy * scale + y, ink);
        }
      });
    });
  });
  return PNG.sync.write(png);
}
