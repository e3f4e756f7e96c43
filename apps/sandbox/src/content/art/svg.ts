// Small helpers for hand-written SVG: escaping, the document shell, text that fits, stars and colours.
import { hashString } from '../../random.ts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

export const FONT_FAMILY = 'Arial, Helvetica, sans-serif';
/** A bold Latin glyph is about this wide, in ems (for fitting text without measuring it). */
const GLYPH_WIDTH_EM = 0.62;

export interface SvgDocument {
  /** The drawing's coordinate box. */
  viewWidth: number;
  viewHeight: number;
  /** Pixel size; the view box times this. */
  scale: number;
  /** What the picture shows, for screen readers. */
  label: string;
  body: string;
}

export function svgDocument({ viewWidth, viewHeight, scale, label, body }: SvgDocument): string {
  const text = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${viewWidth * scale}" height="${viewHeight * scale}" ` +
    `viewBox="0 0 ${viewWidth} ${viewHeight}" role="img" aria-label="${text}"><title>${text}</title>${body}</svg>`
  );
}

/** The largest font size up to `max` at which `text` fits in `width`. */
export function fitFontSize(text: string, width: number, max: number): number {
  const fit = width / (Math.max(text.length, 1) * GLYPH_WIDTH_EM);
  return Math.round(Math.min(max, fit) * 10) / 10;
}

/** A centred line of text (escaped). */
export function centredText(x: number, y: number, text: string, size: number, attributes = ''): string {
  return (
    `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" ` +
    `text-anchor="middle" dominant-baseline="central"${attributes ? ` ${attributes}` : ''}>${escapeXml(text)}</text>`
  );
}

/** Splits `text` into at most `maxLines` lines of about `maxChars`; the last line ends in … when cut. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxChars - 1)}…`;
  return kept;
}

/** Points of a star with `points` tips around (cx, cy), one tip straight up. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const coordinates: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    coordinates.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return coordinates.join(' ');
}

export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A hue (0-359) that always comes out the same for the same code. */
export function hueOf(code: string): number {
  return hashString(code) % 360;
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${((hue % 360) + 360) % 360}, ${saturation}%, ${lightness}%)`;
}

/** A two-stop diagonal gradient definition with the given id. */
export function diagonalGradient(id: string, from: string, to: string): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}
