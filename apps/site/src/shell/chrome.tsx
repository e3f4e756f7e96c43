// The frame around the pages (spec §2): navigation row, left bar, footer, right bar, chat window and the shell's
// modals. One lazy chunk, loaded after the first paint: none of it is needed to show the page's first content.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectChatView } from '@wl/flows';
import {
  AnnouncementsPopup,
  ChatWindow,
  DownloadModal,
  Footer,
  HeaderNav,
  LeftBar,
  NoticeModal,
  RightBar,
  type LeftBarServiceAction,
  type LeftBarServiceItem,
  type MobileSidebarItem,
} from '@wl/ui';
import { merchant } from '@merchant/config';
import { useAccountModals } from '../account/modals';
import { useLoginCheck } from '../account/useLoginCheck';
import { usePermission } from '../boot/Boot';
import { loadAnnouncements, useAnnouncements } from '../content/announcements';
import { translateMessage } from '../errors';
import { sessionStore, useSession } from '../session/store';
import { SESSION_KEYS } from '../session/storage';
import { chatActor } from './chat';
import { siteLanguages, switchLanguage, useSiteLanguage } from './language';
import { useShellNavigation } from './navigation';
import { openPopup, openServiceLink, servicePath } from './service';
import { useShell } from './shellState';
import { useThemeMode } from './theme';

/** Navigation that ignores a failed push (spec §2), e.g. to the page already shown. */
export function useSafeNavigate() {
  const navigate = useNavigate();
  return (path: string) => {
    try {
      void Promise.resolve(navigate(path)).catch(() => undefined);
    } catch {
      // a push that fails leaves the player where they are
    }
  };
}

function useChat() {
  const permission = usePermission();
  const actor = useMemo(() => chatActor(permission), [permission]);
  const view = useSelector(actor, selectChatView);
  return { actor, view };
}

/** Asks for the member's features: the login popup or the trial warning first when needed. */
function useMemberAction() {
  const check = useLoginCheck();
  const navigate = useSafeNavigate();
  return {
    // Deposits, withdrawals and the invite page live in the member centre (securityCenter and its pages).
    memberCentre: () => check('memberCentre') && navigate('/?memberCentre=securityCenter'),
  };
}

/** The header's second row: game categories, promotions, theme, free demo; the mobile menu behind the hamburger. */
export function NavRow() {
  const permission = usePermission();
  const session = useSession();
  const modals = useAccountModals();
  const shell = useShell();
  const theme = useThemeMode();
  const language = useSiteLanguage();
  const navigate = useSafeNavigate();
  const navigation = useShellNavigation();
  const member = useMemberAction();
  const referral = permission.whitelabel.referral === true;
  const onSelect = (item: MobileSidebarItem) => {
    switch (item) {
      case 'login':
        return modals.openLogin();
      case 'register':
        return modals.openRegister();
      case 'promotions':
      case 'freeCredit':
        return navigate('/promotions');
      case 'downloadApp':
        return shell.setModal('download');
      case 'customerService':
        return void openServiceLink();
      case 'deposit':
      case 'withdraw':
      case 'inviteFriends':
        return member.memberCentre();
    }
  };
  return (
    <HeaderNav
      entries={navigation.header}
      onNavigate={(path) => navigate(path)}
      promotionsPath="/promotions"
      inviteFriends={referral}
      onInviteFriends={member.memberCentre}
      theme={theme.mode}
      onThemeChange={theme.setMode}
      // the language select is in the header's top row, on the first paint
      languages={siteLanguages.length > 1 ? [] : siteLanguages}
      language={language}
      onLanguageChange={switchLanguage}
      freePlay={permission.whitelabel.freePlay === true && !session.token}
      onFreeDemo={modals.openLogin}
      mobileMenu={{ loggedIn: Boolean(session.token), onSelect }}
    />
  );
}

/** Spec §2 left bar: home, game types with their vendors, and the customer-service group. */
export function LeftBarContainer({ mini, onMiniChange }: { mini: boolean; onMiniChange: (mini: boolean) => void }) {
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

/** Spec §2 footer. */
export function FooterContainer() {
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
export function RightBarContainer() {
  const { t } = useTranslation('shell');
  const permission = usePermission();
  const chats = permission.customerService.filter((service) => service.csType !== 'TELEGRAM');
  const messaging = servicePath(permission, 'TELEGRAM') ?? merchant.contact.whatsapp;
  const social = merchant.contact.line;
  return (
    <RightBar
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

/** The chat window (spec §4), driven by the chat machine; its warnings go through the account popups. */
export function ChatContainer() {
  const modals = useAccountModals();
  const { actor, view } = useChat();
  useEffect(() => {
    const login = actor.on('chat.loginRequired', () => modals.openLogin());
    const trial = actor.on('chat.trialWarning', () => modals.show({ kind: 'needTrueAccount' }));
    return () => {
      login.unsubscribe();
      trial.unsubscribe();
    };
  }, [actor, modals]);
  if (!view.available) return null;
  return (
    <ChatWindow
      open={view.open}
      enlarged={view.enlarged}
      status={view.status}
      chatUrl={view.chatUrl}
      unreadCount={view.unreadCount}
      errorMessage={translateMessage(view.error)}
      onToggle={() => actor.send({ type: 'chat.toggle' })}
      onEnlarge={() => actor.send({ type: 'chat.enlarge' })}
      onShrink={() => actor.send({ type: 'chat.shrink' })}
      onHide={() => actor.send({ type: 'chat.hide' })}
      onRetry={() => actor.send({ type: 'chat.retry' })}
    />
  );
}

/** The platform to show first in the download modal. */
const devicePlatform = () => (/iPhone|iPad|iPod/i.test(navigator.userAgent) ? 'ios' : 'android');

/**
 * The shell's modals: notices (left bar), app download, and the popup announcements (spec §2): once per session on
 * the first page, and again after each login.
 */
export function ShellModals() {
  const permission = usePermission();
  const modals = useAccountModals();
  const shell = useShell();
  const announcements = useAnnouncements();
  const [popup, setPopup] = useState<{ id: number; title: string; content: string }[]>([]);

  useEffect(() => {
    // The index notice: the visitor's popups once per session (session storage index_notice).
    if (!sessionStorage.getItem(SESSION_KEYS.indexNotice)) {
      void loadAnnouncements(Boolean(sessionStore.get().token)).then(
        (loaded) => {
          if (sessionStorage.getItem(SESSION_KEYS.indexNotice)) return;
          sessionStorage.setItem(SESSION_KEYS.indexNotice, '1');
          if (loaded.popup.length > 0) setPopup(loaded.popup);
        },
        () => undefined,
      );
    }
    // After each login: the member's popups.
    let previous = sessionStore.get().token;
    return sessionStore.subscribe(() => {
      const { token } = sessionStore.get();
      const loggedIn = Boolean(token) && token !== previous;
      previous = token;
      if (!loggedIn) return;
      void loadAnnouncements(true).then(
        (loaded) => loaded.popup.length > 0 && setPopup(loaded.popup),
        () => undefined,
      );
    });
  }, []);

  const android = permission.resources.find((resource) => resource.resourceType === 'ANDROID');
  const ios = permission.resources.find((resource) => resource.resourceType === 'IOS');
  return (
    <>
      {shell.modal === 'notices' ? (
        <NoticeModal
          open
          onOpenChange={(open) => (open ? undefined : shell.setModal(null))}
          notices={announcements?.player ?? []}
          status={announcements ? 'ready' : 'loading'}
        />
      ) : null}
      {shell.modal === 'download' && android && ios ? (
        <DownloadModal
          open
          onOpenChange={(open) => (open ? undefined : shell.setModal(null))}
          androidUrl={android.url}
          iosUrl={ios.url}
          iosProfileUrl={ios.qrCodeUrl}
          defaultPlatform={devicePlatform()}
        />
      ) : null}
      {/* One modal at a time: the popups wait while an account popup (login, registration) is open. */}
      {popup.length > 0 && !modals.current ? (
        <AnnouncementsPopup open onOpenChange={(open) => (open ? undefined : setPopup([]))} announcements={popup} />
      ) : null}
    </>
  );
}
