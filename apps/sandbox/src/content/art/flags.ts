// Simplified flags for the country picker (COUNTRY_FLAG/{countryCode}.png): recognisable shapes and colours,
// drawn on a 30 × 20 box. Other codes get a neutral badge with the code.
import { centredText, round, starPoints, svgDocument } from './svg.ts';

const WIDTH = 30;
const HEIGHT = 20;
/** Pixels per unit of the 30 × 20 box. */
const FLAG_SCALE = 2;

const rect = (y: number, height: number, fill: string, x = 0, width = WIDTH) =>
  `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}"/>`;

/** Horizontal bands of the given relative heights, top to bottom. */
function bands(...parts: [fill: string, weight: number][]): string {
  const total = parts.reduce((sum, [, weight]) => sum + weight, 0);
  let y = 0;
  return parts
    .map(([fill, weight]) => {
      const height = (weight / total) * HEIGHT;
      const band = rect(y, height, fill);
      y += height;
      return band;
    })
    .join('');
}

/** `count` equal stripes alternating between two colours, starting with the first. */
function stripes(count: number, first: string, second: string): string {
  return bands(...Array.from({ length: count }, (_, i): [string, number] => [i % 2 === 0 ? first : second, 1]));
}

const star = (cx: number, cy: number, outer: number, fill: string, inner = outer * 0.38, points = 5) =>
  `<polygon points="${starPoints(cx, cy, outer, inner, points)}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"/>`;

/** Korea's trigrams: three bars each, solid (true) or broken, turned to face the centre. */
function trigram(cx: number, cy: number, bars: readonly boolean[]): string {
  const angle = round((Math.atan2(cy - HEIGHT / 2, cx - WIDTH / 2) * 180) / Math.PI + 90);
  const drawn = bars
    .map((solid, i) => {
      const y = (i - 1) * 1.3 - 0.4;
      return solid
        ? `<rect x="-2.5" y="${round(y)}" width="5" height="0.8"/>`
        : `<rect x="-2.5" y="${round(y)}" width="2.2" height="0.8"/><rect x="0.3" y="${round(y)}" width="2.2" height="0.8"/>`;
    })
    .join('');
  return `<g fill="#000" transform="translate(${cx} ${cy}) rotate(${angle})">${drawn}</g>`;
}

const FLAGS: Record<string, { name: string; body: string }> = {
  TH: {
    name: 'Thailand',
    body: bands(['#A51931', 1], ['#F4F5F8', 1], ['#2D2A4A', 2], ['#F4F5F8', 1], ['#A51931', 1]),
  },
  VN: { name: 'Vietnam', body: rect(0, HEIGHT, '#DA251D') + star(15, 10.4, 6, '#FFFF00') },
  LA: {
    name: 'Laos',
    body: bands(['#CE1126', 1], ['#002868', 2], ['#CE1126', 1]) + circle(15, 10, 4, '#FFFFFF'),
  },
  KH: {
    name: 'Cambodia',
    body:
      bands(['#032EA1', 1], ['#E00025', 2], ['#032EA1', 1]) +
      '<g fill="#FFFFFF"><rect x="9" y="12.6" width="12" height="1"/><rect x="10" y="10" width="10" height="2.6"/>' +
      '<polygon points="13.4,10 15,5.4 16.6,10"/><polygon points="10.4,10 11.7,7 13,10"/>' +
      '<polygon points="17,10 18.3,7 19.6,10"/></g>',
  },
  MM: {
    name: 'Myanmar',
    body: bands(['#FECB00', 1], ['#34B233', 1], ['#EA2839', 1]) + star(15, 11, 6.6, '#FFFFFF'),
  },
  MY: {
    name: 'Malaysia',
    body:
      stripes(14, '#CC0001', '#FFFFFF') +
      rect(0, (8 * HEIGHT) / 14, '#010066', 0, 15) +
      circle(6, 5.7, 4, '#FFCC00') +
      circle(7.3, 5.7, 3.4, '#010066') +
      star(11.6, 5.7, 2.9, '#FFCC00', 1.2, 14),
  },
  ID: { name: 'Indonesia', body: bands(['#CE1126', 1], ['#FFFFFF', 1]) },
  PH: {
    name: 'Philippines',
    body:
      bands(['#0038A8', 1], ['#CE1126', 1]) +
      '<polygon points="0,0 13,10 0,20" fill="#FFFFFF"/>' +
      circle(4.6, 10, 2.2, '#FCD116') +
      star(1.6, 2.4, 0.9, '#FCD116') +
      star(1.6, 17.6, 0.9, '#FCD116') +
      star(10.4, 10, 0.9, '#FCD116'),
  },
  SG: {
    name: 'Singapore',
    body:
      bands(['#EF3340', 1], ['#FFFFFF', 1]) +
      circle(6.4, 5, 3.4, '#FFFFFF') +
      circle(7.7, 5, 3.2, '#EF3340') +
      [0, 1, 2, 3, 4]
        .map((i) => {
          const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
          return star(9.4 + 1.7 * Math.cos(angle), 5 + 1.7 * Math.sin(angle), 0.65, '#FFFFFF');
        })
        .join(''),
  },
  CN: {
    name: 'China',
    body:
      rect(0, HEIGHT, '#EE1C25') +
      star(5, 5, 3, '#FFDE00') +
      star(10, 2, 1, '#FFDE00') +
      star(12, 4, 1, '#FFDE00') +
      star(12, 7, 1, '#FFDE00') +
      star(10, 9, 1, '#FFDE00'),
  },
  JP: { name: 'Japan', body: rect(0, HEIGHT, '#FFFFFF') + circle(15, 10, 6, '#BC002D') },
  KR: {
    name: 'South Korea',
    body:
      rect(0, HEIGHT, '#FFFFFF') +
      '<g transform="rotate(33.7 15 10)">' +
      '<path d="M10,10 A5,5 0 0 1 20,10 Z" fill="#CD2E3A"/><path d="M10,10 A5,5 0 0 0 20,10 Z" fill="#0047A0"/>' +
      circle(12.5, 10, 2.5, '#CD2E3A') +
      circle(17.5, 10, 2.5, '#0047A0') +
      '</g>' +
      trigram(5.2, 3.6, [true, true, true]) +
      trigram(24.8, 16.4, [false, false, false]) +
      trigram(24.8, 3.6, [true, false, true]) +
      trigram(5.2, 16.4, [false, true, false]),
  },
  US: {
    name: 'United States',
    body:
      stripes(13, '#B22234', '#FFFFFF') +
      rect(0, (7 * HEIGHT) / 13, '#3C3B6E', 0, 12) +
      Array.from({ length: 30 }, (_, i) =>
        circle(1.1 + (i % 6) * 1.96, 1.05 + Math.floor(i / 6) * 2.05, 0.42, '#FFFFFF'),
      ).join(''),
  },
  GB: {
    name: 'United Kingdom',
    body:
      rect(0, HEIGHT, '#012169') +
      '<path d="M0,0 L30,20 M30,0 L0,20" stroke="#FFFFFF" stroke-width="4"/>' +
      '<path d="M0,0 L30,20 M30,0 L0,20" stroke="#C8102E" stroke-width="1.3"/>' +
      '<path d="M15,0 V20 M0,10 H30" stroke="#FFFFFF" stroke-width="6"/>' +
      '<path d="M15,0 V20 M0,10 H30" stroke="#C8102E" stroke-width="3.6"/>',
  },
};

/** A faint edge so white parts stay visible on a white page. */
const EDGE = `<rect x="0.15" y="0.15" width="${WIDTH - 0.3}" height="${HEIGHT - 0.3}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="0.3"/>`;

/** The flag of a two-letter country code (upper case). */
export function flagSvg(countryCode: string): string {
  const flag = FLAGS[countryCode];
  const body =
    flag?.body ?? rect(0, HEIGHT, '#E7E9EE') + centredText(WIDTH / 2, HEIGHT / 2, countryCode, 9, 'fill="#3B4252"');
  return svgDocument({
    viewWidth: WIDTH,
    viewHeight: HEIGHT,
    scale: FLAG_SCALE,
    label: flag ? `Flag of ${flag.name}` : `Country ${countryCode}`,
    body: body + EDGE,
  });
}

/** The codes drawn as flags rather than badges. */
export const FLAG_CODES = Object.keys(FLAGS);
