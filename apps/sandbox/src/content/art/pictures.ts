// Vendor logos, game tiles, banners and promotion images, each drawn from its address alone: the same code always
// gives the same colours and shapes.
import { BANNER_SIZE, PROMO_SIZE } from '../contentConstants.ts';
import { findBanner, findPromotion, type BannerGroup } from '../contentSeedData.ts';
import { hashString, seededRandom } from '../../random.ts';
import { centredText, diagonalGradient, fitFontSize, hsl, hueOf, round, svgDocument, wrapWords } from './svg.ts';

/** Soft circles scattered by a generator seeded from the picture's address. */
function bubbles(seed: string, count: number, width: number, height: number, maxRadius: number): string {
  const random = seededRandom(hashString(seed));
  return Array.from({ length: count }, () => {
    const r = maxRadius * (0.3 + random() * 0.7);
    return `<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="${round(r)}" fill="#FFFFFF" fill-opacity="${round(0.06 + random() * 0.1)}"/>`;
  }).join('');
}

/** RNG_LIST_VENDOR/{vassalage}-COLOR2.png: a rounded badge in the vendor's colour. */
export function vendorLogoSvg(vassalage: string): string {
  const hue = hueOf(vassalage);
  const label = vassalage.replace(/_/g, ' ');
  return svgDocument({
    viewWidth: 200,
    viewHeight: 80,
    scale: 1,
    label: `${vassalage} logo`,
    body:
      `<defs>${diagonalGradient('fill', hsl(hue, 70, 52), hsl(hue + 40, 70, 36))}</defs>` +
      '<rect x="2" y="2" width="196" height="76" rx="18" fill="url(#fill)"/>' +
      '<rect x="7" y="7" width="186" height="66" rx="14" fill="none" stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="2"/>' +
      centredText(100, 41, label, fitFontSize(label, 160, 34), 'fill="#FFFFFF"'),
  });
}

/** Words of a game code: `golden_dragon`, `GoldenDragon` and `PT-GOLDEN-DRAGON` (vendor prefix dropped) alike. */
export function gameNameOf(vassalage: string, gameCode: string): string {
  const words = gameCode
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean);
  if (words.length > 1 && words[0]!.toUpperCase() === vassalage.toUpperCase()) words.shift();
  return (
    words
      // Shouted or lower-case words get a capital; short capitals (VIP, PT) stay as they are.
      .map((word) => (/^[A-Z]{4,}$|^[a-z]+$/.test(word) ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : word))
      .join(' ')
  );
}

function initialsOf(name: string): string {
  const words = name.split(' ');
  const initials = words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2);
  return initials.toUpperCase();
}

/**
 * GAME_ICON/{vassalage}/{gameCode}.png: a square tile with the initials and the name. Its top corners stay clear: the
 * lobby's tile puts its hot and new marks and the favourite star there (a vendor chip drawn in the art showed through
 * behind the "Hot" mark).
 */
export function gameIconSvg(vassalage: string, gameCode: string, scale: number): string {
  const name = gameNameOf(vassalage, gameCode);
  const hue = hueOf(`${vassalage}/${gameCode}`);
  const shift = 40 + (hashString(gameCode) % 80);
  const title = wrapWords(name, 18, 1)[0]!;
  return svgDocument({
    viewWidth: 200,
    viewHeight: 200,
    scale,
    label: `${name} (${vassalage})`,
    body:
      `<defs>${diagonalGradient('fill', hsl(hue, 72, 55), hsl(hue + shift, 72, 30))}` +
      '<clipPath id="tile"><rect width="200" height="200" rx="24"/></clipPath></defs>' +
      '<g clip-path="url(#tile)"><rect width="200" height="200" fill="url(#fill)"/>' +
      bubbles(`${vassalage}/${gameCode}`, 4, 200, 150, 60) +
      centredText(100, 88, initialsOf(name), 72, 'fill="#FFFFFF" fill-opacity="0.95"') +
      '<rect y="150" width="200" height="50" fill="#000000" fill-opacity="0.35"/>' +
      centredText(100, 175, title, fitFontSize(title, 180, 20), 'fill="#FFFFFF"') +
      '</g>',
  });
}

/** How each route group's banners are labelled. */
const GROUP_LABELS: Record<BannerGroup, string> = {
  home: 'Home',
  rng: 'Slots',
  live: 'Live casino',
  fish: 'Fishing',
  pvp: 'Card games',
  sports: 'Sports',
  esports: 'Esports',
  lott: 'Lottery',
  down: 'App',
  promotion: 'Promotions',
  shop: 'Points mall',
  help: 'Help',
  reg: 'Register',
  w_reg: 'Welcome',
};

/** A wide picture with a chip, a title of up to two lines and a smaller line. */
function poster(options: {
  seed: string;
  hue: number;
  width: number;
  height: number;
  chip: string;
  title: string;
  tagline: string;
}): string {
  const { seed, hue, width, height, chip, title, tagline } = options;
  const margin = Math.round(width * 0.06);
  const lines = wrapWords(title, 26, 2);
  const size = Math.min(...lines.map((line) => fitFontSize(line, width - margin * 2, height * 0.17)));
  const top = height * 0.5 - ((lines.length - 1) * size * 1.15) / 2 - size * 0.2;
  const chipSize = round(height * 0.06);
  const chipWidth = round(chip.length * chipSize * 0.68 + chipSize * 2);
  return svgDocument({
    viewWidth: width,
    viewHeight: height,
    scale: 1,
    label: title,
    body:
      `<defs>${diagonalGradient('fill', hsl(hue, 68, 48), hsl(hue + 70, 70, 24))}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#fill)"/>` +
      bubbles(seed, 7, width, height, height * 0.45) +
      `<rect x="${margin}" y="${round(height * 0.08)}" width="${chipWidth}" height="${round(chipSize * 1.8)}" rx="${round(chipSize * 0.9)}" fill="#000000" fill-opacity="0.3"/>` +
      centredText(
        round(margin + chipWidth / 2),
        round(height * 0.08 + chipSize * 0.9),
        chip.toUpperCase(),
        chipSize,
        'fill="#FFFFFF"',
      ) +
      lines
        .map((line, i) => centredText(width / 2, round(top + i * size * 1.15), line, size, 'fill="#FFFFFF"'))
        .join('') +
      (tagline
        ? centredText(
            width / 2,
            round(height * 0.82),
            tagline,
            fitFontSize(tagline, width - margin * 2, height * 0.07),
            'fill="#FFFFFF" fill-opacity="0.85"',
          )
        : ''),
  });
}

/** BANNER/{groupName}/{n}.png (16:5): the title of the group's n-th banner, or a plain one for the group. */
export function bannerSvg(group: BannerGroup, n: number): string {
  const banner = findBanner(group, n);
  return poster({
    seed: `banner/${group}/${n}`,
    hue: hueOf(group) + n * 25,
    ...BANNER_SIZE,
    chip: GROUP_LABELS[group],
    title: banner?.title.en ?? `${GROUP_LABELS[group]} ${n}`,
    tagline: banner?.tagline ?? '',
  });
}

/** PROMO/{id}.png (2:1): the promotion's title and category. */
export function promotionSvg(id: number): string {
  const promotion = findPromotion(id);
  return poster({
    seed: `promo/${id}`,
    hue: hueOf(`promo/${id}`),
    ...PROMO_SIZE,
    chip: promotion ? promotion.category.replace('_', ' ') : 'Promotion',
    title: promotion?.title.en ?? `Promotion ${id}`,
    tagline: '',
  });
}
