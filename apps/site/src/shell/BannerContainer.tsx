import { memo, useDeferredValue, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Announcements, Banner, BannerGroup } from '@wl/api';
import { NAV_PATHS, type NavGameType } from '@wl/flows';
import { BannerSlider, type BannerItem, type Loadable } from '@wl/ui';
import { useAnnouncementsState } from '../content/announcements';
import { allowedSources } from '../content/pictures';
import { promotionPath } from '../paths';
import { allowedPath, allowedUrl, openInNewTab } from '../urlPolicy';

/**
 * Where a banner leads (spec §3 Banner linkageType); null when it leads nowhere, or where the URL policy refuses to
 * go: a ROUTE must be a path of this site (the router would hand any other address to location.assign).
 */
function targetOf(banner: Banner): { path: string } | { url: string } | null {
  switch (banner.linkageType) {
    case 'ROUTE': {
      const path = banner.linkUrl ? allowedPath(banner.linkUrl, 'banner route') : null;
      return path ? { path } : null;
    }
    case 'URL': {
      const url = banner.linkUrl ? allowedUrl(banner.linkUrl, 'banner address') : null;
      return url ? { url } : null;
    }
    case 'PROMOTION':
      return banner.promotionId === undefined ? null : { path: promotionPath(banner.promotionId) };
    case 'GAME': {
      // The vendor's tab of its lobby; launching needs a login, which the lobby asks for.
      const lobby = banner.game ? NAV_PATHS[banner.game.gameType as NavGameType] : undefined;
      return lobby && banner.game ? { path: `${lobby}?page=${encodeURIComponent(banner.game.vassalage)}` } : null;
    }
    default:
      return null;
  }
}

/** The banners of the page's route group (spec §2), from the cached announcements. */
export default function BannerContainer({ group }: { group: BannerGroup }) {
  // The answer comes through a store, which React re-renders at once, in one task; the slider it fills (pictures, a
  // carousel: a tenth of a second on a slow phone) is drawn in a render that yields.
  const state = useDeferredValue(useAnnouncementsState());
  return <GroupBanners group={group} state={state} />;
}

const GroupBanners = memo(function GroupBanners({
  group,
  state,
}: {
  group: BannerGroup;
  state: Loadable<Announcements>;
}) {
  const navigate = useNavigate();
  const announcements = state.status === 'ready' ? state.data : null;
  const banners = useMemo(
    () => (announcements?.banners ?? []).filter((banner) => banner.groupName === group),
    [announcements, group],
  );
  const items: BannerItem[] = banners.map((banner) => ({
    bannerId: banner.bannerId,
    url: banner.url,
    sources: allowedSources(banner.imageSources, 'banner picture copy'),
    alt: banner.title,
    clickable: targetOf(banner) !== null,
  }));
  return (
    <BannerSlider
      loading={state.status === 'loading'}
      failure={state.status === 'error' ? state : null}
      banners={items}
      onOpen={(item) => {
        const banner = banners.find((candidate) => candidate.bannerId === item.bannerId);
        const target = banner ? targetOf(banner) : null;
        if (!target) return;
        if ('url' in target) openInNewTab(target.url);
        else void navigate(target.path);
      }}
    />
  );
});
