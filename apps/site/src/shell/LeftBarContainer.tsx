// The left bar (spec §2, §4): loaded only where it shows (wide screens).
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  LeftBar,
  type LeftBarServiceAction,
  type LeftBarServiceItem,
  type ShellNavEntry,
  type ShellVendor,
} from '@wl/ui';
import { CHAT_HEADER_COLORS } from '@wl/api';
import { useUnreadMessages } from '../account/messages';
import { useLoginCheck } from '../account/useLoginCheck';
import { overlays } from '../overlays/overlays';
import { usePermission } from '../boot/Boot';
import { usePlayGame } from '../games/usePlayGame';
import { useChat } from './chat';
import { useSafeNavigate } from './navigate';
import { sportsLaunchItemOf, useGameCategories, useShellNavigation } from './navigation';
import { allowedUrl } from '../urlPolicy';
import { openPopup, openServiceLink, servicePath } from './service';

// The speed test's dialog, its measuring and its call load when it is first opened.
const SpeedTestContainer = lazy(() => import('./SpeedTestContainer'));

/** Spec §2 left bar: home, game types with their vendors, and the customer-service group. */
export default function LeftBarContainer({
  mini,
  onMiniChange,
}: {
  mini: boolean;
  onMiniChange: (mini: boolean) => void;
}) {
  const permission = usePermission();
  const navigate = useSafeNavigate();
  const navigation = useShellNavigation();
  const check = useLoginCheck();
  const play = usePlayGame();
  const { lanes } = useGameCategories();
  const { actor } = useChat();
  const unreadMessages = useUnreadMessages();
  const [speedTestOpen, setSpeedTestOpen] = useState(false);
  const lineResource = permission.resources.find((resource) => resource.resourceType === 'LINE');
  const line = lineResource ? allowedUrl(lineResource.url, 'LINE link') : null;
  const telegram = allowedUrl(servicePath(permission, 'TELEGRAM'), 'Telegram link');
  const items = useMemo(() => {
    const offered: LeftBarServiceItem[] = ['serviceChat'];
    if (telegram) offered.push('telegram');
    if (permission.whitelabel.CBS3) offered.push('inSiteChat', 'messages');
    offered.push('announcements', 'help', 'speedTest');
    if (line) offered.push('line');
    return offered;
  }, [permission, telegram, line]);
  const onServiceSelect = (item: LeftBarServiceAction) => {
    switch (item) {
      case 'serviceChat':
        return void openServiceLink();
      case 'telegram':
        return telegram ? openPopup(telegram) : undefined;
      case 'inSiteChat':
        // Spec §5: in-site chat needs a logged-in real account; the chat machine checks it too.
        return check('realAccount')
          ? actor.send({ type: 'chat.open', headerColor: CHAT_HEADER_COLORS.leftBar })
          : undefined;
      case 'messages':
        // the platform messages (messageV2); the member centre's gate asks a visitor to log in and refuses a trial
        return overlays.open({ kind: 'memberCentre', page: 'messageV2' });
      case 'announcements':
        return overlays.open({ kind: 'notices' });
      case 'help':
        return navigate('/help');
      case 'speedTest':
        return setSpeedTestOpen(true);
    }
  };
  /**
   * Spec §4 left bar: a sports or esports vendor launches its game, as its lobby's item would (login first); 'all'
   * goes to the list; any other vendor opens its lobby with its tab chosen.
   */
  const onSelectVendor = (entry: ShellNavEntry, vendor: ShellVendor | null) => {
    const launches = vendor !== null && (entry.id === 'sports' || entry.id === 'esports');
    const launch = launches ? sportsLaunchItemOf(lanes, vendor.vassalage) : undefined;
    if (launch) return play(launch);
    // the lanes not loaded (or the vendor missing from them): its lobby tab, where its item can be chosen
    navigate(vendor ? `${entry.path}?page=${vendor.vassalage}` : entry.path);
  };
  return (
    <>
      <LeftBar
        entries={navigation.leftBar}
        homeActive={navigation.leftBar.every((entry) => !entry.active) && window.location.pathname === '/'}
        onHome={() => navigate('/')}
        onSelectEntry={(entry) => navigate(entry.path)}
        onSelectVendor={onSelectVendor}
        mini={mini}
        onMiniChange={onMiniChange}
        serviceItems={items}
        onServiceSelect={onServiceSelect}
        unreadMessages={unreadMessages}
        lineUrl={line ?? undefined}
      />
      {speedTestOpen ? (
        <Suspense fallback={null}>
          <SpeedTestContainer onClose={() => setSpeedTestOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
