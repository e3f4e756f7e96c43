import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { randomCaptchaAnswer } from '../store/captchas.ts';
import { DIGIT_GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from './font.ts';
import { CAPTCHA_IMAGE, captchaSize, renderCaptcha } from './image.ts';

/** Reads the digits back from a drawing without jitter or noise, by sampling the middle of each font cell. */
function readBack(png: PNG, length: number): string {
  const { scale, gap, padding, jitter } = CAPTCHA_IMAGE;
  let text = '';
  for (let i = 0; i < length; i++) {
    const rows: string[] = [];
    for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
      let row = '';
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        const x = padding + i * (GLYPH_WIDTH * scale + gap) + gx * scale + Math.floor(scale / 2);
        const y = padding + jitter + gy * scale + Math.floor(scale / 2);
        const at = (y * png.width + x) * 4;
        const luminance = 0.2126 * png.data[at]! + 0.7152 * png.data[at + 1]! + 0.0722 * png.data[at + 2]!;
        row += luminance < 128 ? '#' : '.';
      }
      rows.push(row);
    }
    const match = Object.entries(DIGIT_GLYPHS).find(([, glyph]) => glyph.join() === rows.join());
    text += match ? match[0] : '?';
  }
  return text;
}

describe('captcha image', () => {
  it('draws every digit with the font', () => {
    const code = '0123456789';
    const png = PNG.sync.read(renderCaptcha(code, () => 0.5));
    expect({ width: png.width, height: png.height }).toEqual(captchaSize(code.length));
    expect(readBack(png, code.length)).toBe(code);
  });

  it('is a different picture each time for the same code', () => {
    expect(renderCaptcha('1234').equals(renderCaptcha('1234'))).toBe(false);
  });

  it('answers are 4 random digits', () => {
    const answers = new Set(Array.from({ length: 50 }, randomCaptchaAnswer));
    for (const a of answers) expect(a).toMatch(/^\d{4}$/);
    expect(answers.size).toBeGreaterThan(40);
  });
});
