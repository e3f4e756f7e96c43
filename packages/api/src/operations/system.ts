import type { OperationContext } from './context';
import type { components } from '../generated/schema';
import type { Permission } from '../types';

type Schemas = components['schemas'];
export type SiteLanguage = Schemas['SiteLanguage'];
export type WhitelabelFlags = Schemas['WhitelabelFlags'];
export type DomainRoute = Schemas['DomainRoute'];
export type HelpCenter = Schemas['HelpCenter'];
export type HelpSection = Schemas['HelpSection'];
export type FeedbackReceipt = Schemas['FeedbackReceipt'];
export type SettingsNode = Schemas['SettingsNode'];
export type RouterList = Schemas['RouterList'];
export type RouterDomain = Schemas['RouterDomain'];

export interface FeedbackInput {
  /** 1 to 140 characters. */
  content: string;
  /** Up to 3 png or jpg files of at most 5 MB each. */
  images?: Blob[];
}

export function systemOperations({ client, unwrap, unwrapRequired, rememberPublicKey }: OperationContext) {
  return {
    async getPermission(siteHost: string): Promise<Permission> {
      const permission = await unwrap(client.POST('/wps/system/permission', { body: { url: siteHost } }));
      rememberPublicKey(permission.publicKey);
      return permission;
    },
    getSystemStatus: () => unwrap(client.GET('/wps/system/status')).then((value) => value.systemStatus),
    getWhitelabel: () => unwrap(client.GET('/wps/system/whitelabel')),
    /** The side (member or agent) and landing route of the site's host. */
    getDomainRoute: (domain: string) =>
      unwrapRequired(client.GET('/wps/system/domainRoute', { params: { query: { domain } } })),
    /** Sections whose `content` is untrusted HTML: sanitize before rendering. */
    getHelpCenter: (language?: SiteLanguage) =>
      unwrap(client.GET('/wps/system/helpCenter', { params: { query: { language } } })).then((value) => value.list),
    submitFeedback: ({ content, images = [] }: FeedbackInput) =>
      unwrapRequired(
        client.PUT('/wps/feedback', {
          body: { content },
          // The contract's multipart form: the files go as they are, not as base64.
          bodySerializer: () => {
            const form = new FormData();
            form.append('content', content);
            for (const image of images) form.append('images', image);
            return form;
          },
        }),
      ),
    /** The feature toggles; a child node counts only when its parents are on. */
    getSettingsTree: () => unwrap(client.GET('/wps/system/setting/tree')),
    getRouters: () => unwrap(client.GET('/wps/system/routers')).then((value) => value.domainList),
    /** Stored for a logged-in member; `stored` is false for a visitor. */
    updateLanguage: (language: SiteLanguage) => unwrap(client.PUT('/wps/system/language', { body: { language } })),
  };
}
