// The end of the frame, loaded once the page is idle: the footer below the fold, and the bottom corner's controls
// (spec §2 right bar, spec §4 chat window), docked on a phone.
import { useTranslation } from 'react-i18next';
import { CornerDock, Footer, RightBar } from '@wl/ui';
import { merchant } from '@merchant/config';
import { usePermission } from '../boot/Boot';
import { useSafeNavigate } from './navigate';
import { useShellNavigation } from './navigation';
import { allowedUrl } from '../urlPolicy';
import { openPopup, servicePath } from './service';
import { useChat } from './chat';
import { ChatContainer } from './ChatContainer';

/** Spec §2 footer. */
function FooterContainer() {
  const navigate = useSafeNavigate();
  const navigation = useShellNavigation();
  return (
    <Footer
      vendors={navigation.vendors}
      rngVendors={navigation.rngVendors}
      onNavigate={(path) => navigate(path)}
      merchantName={merchant.name}
      freeCreditPath="/promotions"
      helpPath="/help"
    />
  );
}

/** Spec §2 right bar: the social and messaging links, and the live-chat list. */
function RightBarContainer() {
  const { t } = useTranslation('shell');
  const permission = usePermission();
  const chats = permission.customerService.filter((service) => service.csType !== 'TELEGRAM');
  const messaging = allowedUrl(servicePath(permission, 'TELEGRAM') ?? merchant.contact.whatsapp, 'messaging link');
  const social = allowedUrl(merchant.contact.line, 'social link');
  // the chat window's launcher (a member's in-site chat) holds the corner: the bar's button sits beside it
  const chat = useChat();
  return (
    <RightBar
      besideChatLauncher={chat.view.available}
      social={social ? { name: 'LINE', url: social } : undefined}
      messaging={messaging ? { name: messaging.includes('t.me') ? 'Telegram' : 'WhatsApp', url: messaging } : undefined}
      liveChats={chats.map((service) => ({
        id: service.csType,
        label: t(service.csType === 'VIP' ? 'rightBar.vipDesk' : 'rightBar.liveChat'),
      }))}
      onLiveChat={(id) => {
        const path = chats.find((service) => service.csType === id)?.path;
        if (path) openPopup(path);
      }}
    />
  );
}

/** The footer (when the route has one) and the corner: the right bar (with the header) and the chat window. */
export default function FrameEnd({ footer, rightBar }: { footer: boolean; rightBar: boolean }) {
  const chat = useChat();
  const corner = rightBar || chat.view.available;
  return (
    <>
      {footer ? <FooterContainer /> : null}
      {corner ? (
        <CornerDock>
          {rightBar ? <RightBarContainer /> : null}
          <ChatContainer />
        </CornerDock>
      ) : null}
    </>
  );
}
