import DOMPurify, { type Config } from 'dompurify';

/**
 * Server HTML (notices, announcements, promotions, help) is the operator's, and may be anyone's who got into the
 * back office: design.md says it is sanitized before it is rendered. DOMPurify drops scripts, event handlers and
 * javascript: URLs; on top of that:
 * - HTML only: no SVG or MathML (where namespace tricks slip past sanitizers), no forms, no frames;
 * - no inline styles or colour attributes: operator colours would break the merchant theme and its dark mode;
 * - links open in a new window without access to this one (rel="noopener noreferrer");
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

function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return purifier;
}

/** The HTML with everything that could run code, or restyle the page, removed. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, config);
}

/**
 * The same, as the TrustedHTML of DOMPurify's Trusted Types policy (`dompurify`) where the browser has Trusted Types:
 * the site's CSP (`require-trusted-types-for 'script'`) lets no plain string into innerHTML, only this.
 */
export function sanitizeTrustedHtml(html: string): TrustedHTML | string {
  return getPurifier().sanitize(html, { ...config, RETURN_TRUSTED_TYPE: true });
}

/**
 * The picture addresses the sanitized HTML would show: a popup can fetch them before it opens, so it opens whole and
 * nothing moves when they arrive (server HTML rarely gives images a height).
 */
export function imageSources(html: string): string[] {
  // The sanitized tree in DOMPurify's own inert document (nothing in it loads or runs), no innerHTML of ours.
  const body = getPurifier().sanitize(html, { ...config, RETURN_DOM: true }) as HTMLElement;
  return [...body.querySelectorAll('img')].flatMap((img) => img.getAttribute('src') || []);
}
