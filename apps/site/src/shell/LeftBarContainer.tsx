// The left bar (spec §2, §4): loaded only where it shows (wide screens).
import { useMemo } from 'react';
import { LeftBar, type LeftBarServiceAction, type LeftBarServiceItem } from '@wl/ui';
import { useLoginCheck } from '../account/useLoginCheck';
import { usePermission } from '../boot/Boot';
import { useChat } from './chat';
import { useSafeNavigate } from './navigate';
import { useShellNavigation } from './navigation';
import { openPopup, openServiceLink, servicePath } from './service';
import { useShell } from './shellState';

/** Spec §2 left bar: home, game types with their vendors, and the customer-service group. */
export default function LeftBarContainer({
  mini,
  onMiniChange,
}: {
  mini: boolean;
  onMiniChange: (mini: boolean) => void;
}) {
  const permission = usePermission();
  const shell = useShell();
  const navigate = useSafeNavigate();
  const navigation = useShellNavigation();
  const check = useLoginCheck();
  const { actor, view } = useChat();
  const line = permission.resources.find((resource) => resource.resourceType === 'LINE');
  const telegram = servicePath(permission, 'TELEGRAM');
  const items = useMemo(() => {
    const offered: LeftBarServiceItem[] = ['serviceChat'];
    if (telegram) offered.push('telegram');
    if (permission.whitelabel.CBS3) offered.push('inSiteChat', 'messages');
    // The speed test (the routers call's domains) arrives with its dialog; until then it is not offered.
    offered.push('announcements', 'help');
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
      case 'messages':
        // Spec §5: in-site chat and messages need a logged-in real account; the chat machine checks it too.
        return check('realAccount') ? actor.send({ type: 'chat.open' }) : undefined;
      case 'announcements':
        return shell.setModal('notices');
      case 'help':
        return navigate('/help');
      case 'speedTest':
        return undefined;
    }
  };
  return (
    <LeftBar
      entries={navigation.leftBar}
      homeActive={navigation.leftBar.every((entry) => !entry.active) && window.location.pathname === '/'}
      onHome={() => navigate('/')}
      onSelectEntry={(entry) => navigate(entry.path)}
      onSelectVendor={(entry, vendor) => navigate(vendor ? `${entry.path}?page=${vendor.vassalage}` : entry.path)}
      mini={mini}
      onMiniChange={onMiniChange}
      serviceItems={items}
      onServiceSelect={onServiceSelect}
      unreadMessages={view.unreadCount}
      lineUrl={line?.url}
    />
  );
}
