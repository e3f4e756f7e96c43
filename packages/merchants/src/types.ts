import type { LanguageCode } from '@wl/ui/i18n/languages';
import type { ThemeTokens } from '@wl/ui/theme';
import type { MerchantFeatures } from './features';

/** What a merchant folder's `config.ts` declares besides its theme: identity, languages and contact links. */
export interface MerchantConfig {
  /** Merchant code sent to the backend (brand config). */
  code: string;
  /** Display name, e.g. in the page title and the logo's alternative text. */
  name: string;
  /** Languages offered, in picker order; the header shows a picker only when there is more than one. */
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  /** Spec: the theme is forced to light on load, whatever the player chose last time. */
  forceLightOnLoad: boolean;
  /**
   * The defaults of the feature toggles (spec §6) and of the site setting `loginedToHomePage`: the server's settings
   * tree and whitelabel flags decide a switch they name. Left out: DEFAULT_FEATURES (features.ts). The prerendered
   * pages are drawn with these (the server has not answered yet): give what the backend says, or the header changes
   * under the visitor's eyes when it answers (a free-demo button appearing is a layout shift).
   */
  features?: Partial<MerchantFeatures>;
  /**
   * Phone-code verification by a third-party provider at registration (spec §3: firebaseChannel sms, firebaseIdToken),
   * used when the registration settings turn `thirdPartyPhoneAuth` on: where the provider's phone sign-in answers
   * (`POST <endpoint>/send { phoneNumber }` → `{ sessionInfo, expiresAt }`, `POST <endpoint>/verify { sessionInfo,
   * code }` → `{ idToken }`; apps/site/src/account/phoneProvider.ts). Left out: the merchant has no provider, and a
   * server that asks for one refuses mobile registrations with its own message.
   */
  phoneVerification?: { endpoint: string };
  /**
   * The IANA time zone the merchant's day runs in (issue 14): record ranges start at its midnight and dates show in
   * it. Left out: DEFAULT_TIME_ZONE (timeZone.ts, Asia/Bangkok).
   */
  timeZone?: string;
  /** The age players confirm at registration (spec §5: a parameter); 18 when left out. */
  minimumAge?: number;
  /**
   * Hosts that server- and config-given links may lead to (https or http), besides the site's own origin; `*.host`
   * allows the subdomains too. Left out: DEFAULT_LINK_HOSTS (linkHosts.ts). See the README's URL policy.
   */
  linkHosts?: readonly string[];
  /** Customer-service links shown in the menu; each is optional. */
  contact: {
    telegram?: string;
    line?: string;
    whatsapp?: string;
    zalo?: string;
    email?: string;
  };
  /**
   * Origins allowed to show the site in a frame (the CSP's frame-ancestors, sent by apps/site/server.mjs), e.g.
   * `https://portal.example.com`. Left out: none, no other site may frame this one (clickjacking).
   */
  frameAncestors?: readonly string[];
}

/** What a merchant folder's `tokens.ts` exports: the theme contract filled once for light and once for dark. */
export interface MerchantTokens {
  light: ThemeTokens;
  dark: ThemeTokens;
}
