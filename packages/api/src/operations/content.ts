import type { OperationContext } from './context';
import type { components, operations } from '../generated/schema';

type Schemas = components['schemas'];
export type Announcements = Schemas['Announcements'];
export type AnnouncementType = Schemas['AnnouncementType'];
export type AnnouncementExecution = Schemas['AnnouncementExecution'];
export type Notice = Schemas['Notice'];
export type Banner = Schemas['Banner'];
export type BannerGroup = Schemas['BannerGroup'];
export type BannerLinkageType = Schemas['BannerLinkageType'];
export type BannerGameLink = Schemas['BannerGameLink'];
export type ImageSource = Schemas['ImageSource'];
export type NoticePicture = Schemas['NoticePicture'];
export type Promotion = Schemas['Promotion'];
export type PromotionCategory = Schemas['PromotionCategory'];
export type AnnouncementsQuery = operations['getAnnouncements']['parameters']['query'];

/** Announcements, banners and promotions; the client merges these into `api.games` (the spec's tag for them). */
export function contentOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    /** Execution A (logged in) sends the token and adds members-only items; B is the visitor's view. */
    getAnnouncements: (query: AnnouncementsQuery) =>
      unwrap(client.GET('/wps/relay/MCSFE_getListAnnouncements', { params: { query } })),
    getPromotionDetail: (id: number, language?: string) =>
      unwrapRequired(
        client.GET('/wps/relay/MCSFE_getPromotionDetail', {
          params: { query: language === undefined ? { id } : { id, language } },
        }),
      ),
  };
}
