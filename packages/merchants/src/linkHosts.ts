// The hosts a merchant's server- and config-given links may lead to (apps/site/src/urlPolicy.ts): the site's own
// origin always counts; a merchant's config.ts may name its own list in `linkHosts`.

/**
 * The default: the hosts the sandbox's seed data and the merchant folders' contact links use (customer service, app
 * downloads, affiliate, speed-test domains, LINE, Telegram, WhatsApp). A leading `*.` also allows every subdomain.
 */
export const DEFAULT_LINK_HOSTS: readonly string[] = [
  'livechat.example.com',
  'vip.example.com',
  'service.example.com',
  'download.example.com',
  'affiliate.example.com',
  '*.siam-sandbox.example',
  'line.me',
  't.me',
  'wa.me',
];
