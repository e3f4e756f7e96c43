// The header's navigation row (spec §2 Header): loaded right after the first paint.
import { memo, useDeferredValue } from 'react';
import { HeaderNav, type MobileSidebarItem } from '@wl/ui';
import { overlays, type MemberCentrePage } from '../overlays/overlays';
import { useFeatures } from '../boot/Boot';
import { useSession } from '../session/session';
import { siteLanguages, switchLanguage, useSiteLanguage } from './language';
import { useSafeNavigate } from './navigate';
import { useShellNavigation, type ShellNavigation } from './navigation';
import { openServiceLink } from './service';
import { useThemeMode } from './theme';

// the member centre checks the session itself (account/MemberCentre.tsx), wherever it is opened from
const openMemberCentre = (page: MemberCentrePage) => overlays.open({ kind: 'memberCentre', page });

/** The header's second row: game categories, promotions, theme, free demo; the mobile menu behind the hamburger. */
export default function NavRow() {
  // The games' answer comes through a store, which React re-renders at once, in one task. The row it fills (each
  // category's vendors, the phone's menu: a tenth of a second on a slow phone) is drawn in a render that yields.
  const navigation = useDeferredValue(useShellNavigation());
  return <NavRowEntries navigation={navigation} />;
}

const NavRowEntries = memo(function NavRowEntries({ navigation }: { navigation: ShellNavigation }) {
  const session = useSession();
  const theme = useThemeMode();
  const language = useSiteLanguage();
  const navigate = useSafeNavigate();
  const { referral, freePlay } = useFeatures();
  const onSelect = (item: MobileSidebarItem) => {
    switch (item) {
      case 'login':
        return overlays.openLogin();
      case 'register':
        return overlays.openRegister();
      case 'promotions':
      case 'freeCredit':
        return navigate('/promotions');
      case 'downloadApp':
        return overlays.open({ kind: 'download' });
      case 'customerService':
        return void openServiceLink();
      case 'deposit':
        return openMemberCentre('depositv2');
      case 'withdraw':
        return openMemberCentre('withdraw');
      case 'inviteFriends':
        return openMemberCentre('referral');
    }
  };
  return (
    <HeaderNav
      entries={navigation.header}
      entriesFailure={navigation.failure}
      onNavigate={(path) => navigate(path)}
      promotionsPath="/promotions"
      inviteFriends={referral}
      onInviteFriends={() => openMemberCentre('referral')}
      theme={theme.mode}
      onThemeChange={theme.setMode}
      // the language select is in the header's top row, on the first paint
      languages={siteLanguages.length > 1 ? [] : siteLanguages}
      language={language}
      onLanguageChange={switchLanguage}
      freePlay={freePlay && !session.token}
      onFreeDemo={overlays.openLogin}
      // below 600px the header's top row has no language select: the menu has it
      mobileMenu={{
        loggedIn: Boolean(session.token),
        onSelect,
        languages: siteLanguages,
        language,
        onLanguageChange: switchLanguage,
      }}
    />
  );
});
