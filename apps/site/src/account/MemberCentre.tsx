import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { loginCheck } from '@wl/flows';
import {
  DEFAULT_MEMBER_CENTRE_PAGE,
  Loader,
  MemberCentre as MemberCentreFrame,
  memberCentrePages,
  type MemberCentreMenuItem,
  type MemberCentrePage,
} from '@wl/ui';
import { useFeatures } from '../boot/Boot';
import { withNamespaces } from '../i18n';
import { overlays } from '../overlays/overlays';
import { useSession } from '../session/session';
import { useMenuCounts } from './memberCentre/menuCounts';

/**
 * The pages this site offers, each its own chunk (spec §2 order comes from ui's `memberCentrePages`). A page joins
 * the menu when it is built: no placeholders.
 */
const pages: Partial<Record<MemberCentrePage, LazyExoticComponent<ComponentType>>> = {
  securityCenter: lazy(withNamespaces(() => import('./memberCentre/SecurityPage'), ['security', 'register'])),
  transferFund: lazy(() => import('./memberCentre/WalletPage')),
  depositv2: lazy(withNamespaces(() => import('./memberCentre/DepositPage'), ['deposit'])),
  withdraw: lazy(withNamespaces(() => import('./memberCentre/WithdrawPage'), ['withdraw'])),
  transferUpline: lazy(() => import('./memberCentre/TransferUplinePage')),
  messageV2: lazy(withNamespaces(() => import('./memberCentre/MessagesPage'), ['messages'])),
  manualRebate: lazy(withNamespaces(() => import('./memberCentre/RebatePage'), ['messages'])),
  rewardCenter: lazy(withNamespaces(() => import('./memberCentre/rewards/RewardCentrePage'), ['rewards'])),
  vip: lazy(withNamespaces(() => import('./memberCentre/rewards/PlayerRankPage'), ['rewards'])),
  feedback: lazy(withNamespaces(() => import('./memberCentre/rewards/FeedbackPage'), ['rewards'])),
  missionLeaderboard: lazy(withNamespaces(() => import('./memberCentre/invite/MissionsPage'), ['invite'])),
  referral: lazy(withNamespaces(() => import('./memberCentre/invite/ReferralPage'), ['invite'])),
  points: lazy(withNamespaces(() => import('./memberCentre/PointsPage'), ['personal'])),
  favourites: lazy(withNamespaces(() => import('./memberCentre/FavouritesPage'), ['personal', 'lobby'])),
  recentGames: lazy(withNamespaces(() => import('./memberCentre/RecentGamesPage'), ['personal', 'lobby'])),
  userAgreement: lazy(withNamespaces(() => import('./memberCentre/UserAgreementPage'), ['personal'])),
  terms: lazy(withNamespaces(() => import('./memberCentre/TermsPage'), ['personal'])),
  privacy: lazy(withNamespaces(() => import('./memberCentre/PrivacyPage'), ['personal'])),
  personalHistoryCopy: lazy(withNamespaces(() => import('./memberCentre/records/BettingRecordPage'), ['records'])),
  transactionHistory: lazy(withNamespaces(() => import('./memberCentre/records/AccountRecordPage'), ['records'])),
  personalProfit: lazy(withNamespaces(() => import('./memberCentre/records/PersonalProfitPage'), ['records'])),
  bonusDetails: lazy(withNamespaces(() => import('./memberCentre/records/BonusDetailsPage'), ['records'])),
};

const shownPages = memberCentrePages.filter((page) => pages[page]);

/**
 * The member centre (spec §2 overlay), wherever it was opened from: a header or sidebar button, the first login, a
 * link or a reload of `?overlay=memberCentre&mc=<page>`. It is the one gate (spec §5/§6): without a session the
 * login popup takes its place, a trial account gets `in_need_true_account`.
 */
export default function MemberCentre({ page }: { page?: MemberCentrePage }) {
  const session = useSession();
  const access = loginCheck({ token: session.token, isAgent: session.isAgent }, 'memberCentre');
  const counts = useMenuCounts();
  const { referral } = useFeatures();
  // spec §2: invite friends only where the referral feature is on
  const offered = (item: MemberCentrePage) => item !== 'referral' || referral;
  const menu: MemberCentreMenuItem[] = shownPages.filter(offered).map((page) => ({ page, count: counts[page] }));

  useEffect(() => {
    if (access === 'login') overlays.open({ kind: 'login' });
    if (access === 'needTrueAccount') overlays.open({ kind: 'needTrueAccount' });
  }, [access]);
  if (access !== 'allowed') return null;

  const shown = page && pages[page] && offered(page) ? page : DEFAULT_MEMBER_CENTRE_PAGE;
  const Page = pages[shown]!;
  return (
    <MemberCentreFrame
      open
      onOpenChange={(open) => (open ? undefined : overlays.close({ only: 'memberCentre' }))}
      menu={menu}
      page={shown}
      menuShown={page === undefined}
      onSelectPage={(next) => overlays.open({ kind: 'memberCentre', page: next })}
      onShowMenu={() => overlays.open({ kind: 'memberCentre' })}
    >
      <Suspense fallback={<Loader />}>
        <Page />
      </Suspense>
    </MemberCentreFrame>
  );
}
