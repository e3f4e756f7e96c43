import DOMPurify, { type Config } from 'dompurify';
import type { LinkPolicy } from './linkPolicy';
import { pictureSourceSets, type PictureSource } from '../Picture/pictureSources';

/** Copies of a picture the HTML shows (the contract's NoticePicture): the `src` of its `<img>`, as written there. */
export interface HtmlPicture {
  url: string;
  /** The picture's own size: an `<img>` written without `width` and `height` gets it, and keeps its place loading. */
  width?: number;
  height?: number;
  sources: readonly PictureSource[];
}

/** The pictures of some HTML that have copies, and how wide they are shown there (`sizes`). */
export interface HtmlPictures {
  pictures: readonly HtmlPicture[];
  sizes: string;
}

/**
 * Server HTML (notices, announcements, promotions, help) is the operator's, and may be anyone's who got into the
 * back office: design.md says it is sanitized before it is rendered. DOMPurify drops scripts, event handlers and
 * javascript: URLs; on top of that:
 * - HTML only: no SVG or MathML (where namespace tricks slip past sanitizers), no forms, no frames;
 * - no inline styles or colour attributes: operator colours would break the merchant theme and its dark mode;
 * - links open in a new window without access to this one (rel="noopener noreferrer"), and only where the app's
 *   link policy allows (LinkPolicyContext): the others keep their text without an address;
 * - pictures only from where the same policy allows: the others are left out (nothing is fetched from there);
 * - images without alternative text are marked decorative (alt="") rather than read out as a file name.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style', 'color', 'bgcolor', 'background', 'face', 'size', 'target', 'srcset'],
  ALLOW_DATA_ATTR: false,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;
/**
 * The `srcset`s `withPictures` wrote, during the second reading of the HTML it changed: kept as they are (the
 * caller checked their addresses), where config removes every other srcset, the operator's included.
 */
let ownSrcsets: ReadonlySet<string> = new Set();
/** The link policy of the sanitizing under way (sanitizing is synchronous: one at a time). */
let linkPolicy: LinkPolicy | null = null;

function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (node.tagName === 'SOURCE' && data.attrName === 'srcset' && ownSrcsets.has(data.attrValue)) {
      data.forceKeepAttr = true;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if ((node.tagName === 'A' || node.tagName === 'AREA') && node.hasAttribute('href')) {
      const href = linkPolicy ? linkPolicy(node.getAttribute('href') ?? '', 'link') : node.getAttribute('href');
      if (href === null) {
        node.removeAttribute('href');
      } else {
        node.setAttribute('href', href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    // a picture is kept as written (its copies are found by that address) or left out
    if (node.tagName === 'IMG' && linkPolicy && linkPolicy(node.getAttribute('src') ?? '', 'picture') === null) {
      node.remove();
      return;
    }
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return purifier;
}

/** Tab, line feed, form feed, carriage return and space: what ends a tag name or an attribute for the HTML parser. */
const S = '\\t\\n\\f\\r ';
/** One attribute as the HTML tokenizer reads it: separators, the name, and the value if any (quoted: `>` and all). */
const ATTRIBUTE = `([${S}/]*)([^${S}/>][^${S}/>=]*)((?:[${S}]*=[${S}]*(?:"[^"]*"|'[^']*'|[^${S}>]*))?)`;
/** A comment, or a bogus one (`<!…>`, `<?…>`, `</…>` not of a tag): the parser reads no tag inside. */
const COMMENT = `<!--(?:-?>|[\\s\\S]*?(?:--!?>|$))|<(?:[!?]|/(?![A-Za-z]))[^>]*>?`;
/** A comment, or a start or end tag with its attributes (slash, name, attributes). */
const MARKUP = new RegExp(`${COMMENT}|<(/?)([A-Za-z][^${S}/>]*)((?:${ATTRIBUTE.replace(/\((?!\?)/g, '(?:')})*)`, 'g');
/** Elements Chromium checks against the page's CSP once parsed, in any document (base-uri): renamed, not parsed. */
const CSP_CHECKED_ELEMENT = /^base$/i;
/** Elements whose content the HTML parser reads as text, up to their end tag (not so inside SVG or MathML). */
const RAW_TEXT = /^(?:script|style|textarea|title|xmp|iframe|noembed|noframes)$/i;

/** The attributes of one tag with each `on…` renamed `x-on…` (not a handler: DOMPurify then drops it as unknown). */
const renameAttributes = (attributes: string) =>
  attributes.replace(
    new RegExp(ATTRIBUTE, 'g'),
    (_match, before: string, name: string, value: string) => `${before}${/^on/i.test(name) ? 'x-' : ''}${name}${value}`,
  );

/** One reading of the HTML, with raw-text elements read as text (HTML) or as elements (inside SVG or MathML). */
function defuseReading(html: string, rawText: boolean): string {
  const markup = new RegExp(MARKUP);
  let out = '';
  let done = 0;
  for (let match = markup.exec(html); match; match = markup.exec(html)) {
    const [whole, slash, name, attributes] = match;
    out +=
      html.slice(done, match.index) +
      (name && (attributes || CSP_CHECKED_ELEMENT.test(name))
        ? `<${slash}${CSP_CHECKED_ELEMENT.test(name) ? 'x-' : ''}${name}${attributes ? renameAttributes(attributes) : ''}`
        : whole);
    done = markup.lastIndex;
    if (rawText && name && !slash && RAW_TEXT.test(name)) {
      const end = html.slice(done).search(new RegExp(`</${name}[${S}/>]`, 'i'));
      done = end < 0 ? html.length : done + end;
      out += html.slice(markup.lastIndex, done);
      markup.lastIndex = done;
    }
  }
  return out + html.slice(done);
}

/**
 * The HTML with every event handler attribute (`on…`) renamed `x-on…` and every `<base>` renamed `<x-base>` before
 * it is parsed. DOMPurify removes them anyway, but Chromium checks the page's CSP against them even in DOMParser's
 * inert document where nothing runs: a `script-src-attr` violation as soon as it parses a handler, a `base-uri` one
 * when DOMPurify takes a base element out, each reported to the console and the CSP report endpoint. Server HTML
 * with those in it would flood the operator's reports with attacks that could never have run. Both readings of a
 * raw-text element (`<style>` in HTML, or inside SVG) are renamed in; a rename elsewhere only changes text. A tag
 * this misreads costs only such a report, never a handler: what comes out of here still goes through DOMPurify.
 */
export function defuseForParsing(html: string): string {
  return defuseReading(defuseReading(html, true), false);
}

/** Runs one sanitizing with `links` as the hook's link policy, and clears it whatever happens. */
function withLinkPolicy<T>(links: LinkPolicy | null, sanitize: () => T): T {
  linkPolicy = links;
  try {
    return sanitize();
  } finally {
    linkPolicy = null;
  }
}

/** The HTML with everything that could run code, or restyle the page, removed; links only where `links` allows. */
export function sanitizeHtml(html: string, links: LinkPolicy | null = null): string {
  return withLinkPolicy(links, () => getPurifier().sanitize(defuseForParsing(html), config));
}

/**
 * Each `<img>` whose `src` has copies, wrapped in a `<picture>` with an AVIF and a WebP `<source>` before it (in
 * DOMPurify's inert document: nothing loads), and given the picture's size when the HTML wrote none (its box is then
 * kept while it loads: nothing below it moves when it arrives). The copies' addresses are the caller's, already checked.
 */
function withPictures(body: HTMLElement, { pictures, sizes }: HtmlPictures): HTMLElement {
  const byUrl = new Map(pictures.map((picture) => [picture.url, picture]));
  for (const img of body.querySelectorAll('img')) {
    const shown = byUrl.get(img.getAttribute('src') ?? '');
    if (!shown) continue;
    if (shown.width && shown.height && !img.hasAttribute('width') && !img.hasAttribute('height')) {
      img.setAttribute('width', String(shown.width));
      img.setAttribute('height', String(shown.height));
    }
    const sets = pictureSourceSets(shown.sources);
    if (!sets.length || img.parentElement?.tagName === 'PICTURE') continue;
    const document = img.ownerDocument;
    const picture = document.createElement('picture');
    for (const set of sets) {
      const source = document.createElement('source');
      source.setAttribute('type', set.type);
      source.setAttribute('srcset', set.srcSet);
      source.setAttribute('sizes', sizes);
      picture.append(source);
    }
    img.replaceWith(picture);
    picture.append(img);
  }
  return body;
}

/** The sanitized tree in DOMPurify's own inert document (nothing in it loads or runs), no innerHTML of ours. */
function sanitizedBody(html: string, pictures: HtmlPictures | null): HTMLElement {
  const body = getPurifier().sanitize(defuseForParsing(html), { ...config, RETURN_DOM: true }) as HTMLElement;
  return pictures?.pictures.length ? withPictures(body, pictures) : body;
}

/**
 * The same, as the TrustedHTML of DOMPurify's Trusted Types policy (`dompurify`) where the browser has Trusted Types:
 * the site's CSP (`require-trusted-types-for 'script'`) lets no plain string into innerHTML, only this. With
 * `pictures`, the images that have copies become `<picture>`s (sanitized once more, with their sources).
 */
export function sanitizeTrustedHtml(
  html: string,
  links: LinkPolicy | null = null,
  pictures: HtmlPictures | null = null,
): TrustedHTML | string {
  return withLinkPolicy(links, () => {
    if (!pictures?.pictures.length) {
      return getPurifier().sanitize(defuseForParsing(html), { ...config, RETURN_TRUSTED_TYPE: true });
    }
    const pictured = sanitizedBody(html, pictures).innerHTML;
    ownSrcsets = new Set(
      pictures.pictures.flatMap((picture) => pictureSourceSets(picture.sources).map((set) => set.srcSet)),
    );
    try {
      return getPurifier().sanitize(pictured, { ...config, RETURN_TRUSTED_TYPE: true });
    } finally {
      ownSrcsets = new Set();
    }
  });
}

/** A picture the sanitized HTML would show: its `src`, and the `<source>`s a `<picture>` offers for it (or none). */
export interface ShownPicture {
  src: string;
  sources: { type: string; srcSet: string; sizes: string }[];
}

/**
 * The pictures the sanitized HTML would show, with the sources its `<picture>`s offer: a popup can fetch them before
 * it opens (the same copy the browser will pick), so it opens whole and nothing moves when they arrive (server HTML
 * rarely gives images a height).
 */
export function imageSources(
  html: string,
  pictures: HtmlPictures | null = null,
  links: LinkPolicy | null = null,
): ShownPicture[] {
  const body = withLinkPolicy(links, () => sanitizedBody(html, pictures));
  return [...body.querySelectorAll('img')].flatMap((img) => {
    const src = img.getAttribute('src');
    if (!src) return [];
    const parent = img.parentElement;
    const sources =
      parent?.tagName === 'PICTURE'
        ? [...parent.querySelectorAll('source')].map((source) => ({
            type: source.getAttribute('type') ?? '',
            srcSet: source.getAttribute('srcset') ?? '',
            sizes: source.getAttribute('sizes') ?? '',
          }))
        : [];
    return [{ src, sources }];
  });
}
