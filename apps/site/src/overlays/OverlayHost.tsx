import { lazy, Suspense } from 'react';
import { withNamespaces } from '../i18n';
import type { Overlay } from './overlays';

// Each overlay's code (Radix Dialog, its flow) loads when it first opens, not with the page.
const AuthFlow = lazy(withNamespaces(() => import('../account/AuthFlow'), ['account', 'register']));
const ForgotPasswordFlow = lazy(withNamespaces(() => import('../account/ForgotPasswordFlow'), ['account', 'register']));
const PasswordChangeFlow = lazy(withNamespaces(() => import('../account/PasswordChangeFlow'), ['account', 'register']));
const AccountNotices = lazy(withNamespaces(() => import('../account/AccountNotices'), ['account', 'register']));
const MemberCentre = lazy(withNamespaces(() => import('../account/MemberCentre'), ['member', 'account']));
const AgentCentre = lazy(withNamespaces(() => import('../account/AgentCentre'), ['agent', 'account']));
const ContractOffers = lazy(
  withNamespaces(() => import('../account/agentCentre/contracts/ContractOffersPopup'), ['agent', 'agentContracts']),
);
const ShellModals = lazy(() => import('../shell/ShellModals'));
const VendorGames = lazy(withNamespaces(() => import('../games/VendorGamesContainer'), ['lobby']));

/** Renders the open overlay (its own chunk: a page with none open does not load it). */
export default function OverlayHost({ overlay }: { overlay: Overlay }) {
  return (
    <Suspense fallback={null}>
      {overlay.kind === 'login' || overlay.kind === 'register' ? (
        <AuthFlow key={overlay.kind} initialTab={overlay.kind} />
      ) : null}
      {overlay.kind === 'forgotPassword' ? <ForgotPasswordFlow /> : null}
      {overlay.kind === 'passwordChange' ? (
        <PasswordChangeFlow reason={overlay.reason} username={overlay.username} />
      ) : null}
      {overlay.kind === 'registered' || overlay.kind === 'needTrueAccount' || overlay.kind === 'agentCentreRefused' ? (
        <AccountNotices overlay={overlay} />
      ) : null}
      {overlay.kind === 'memberCentre' ? <MemberCentre page={overlay.page} /> : null}
      {overlay.kind === 'agentCentre' ? <AgentCentre page={overlay.page} /> : null}
      {overlay.kind === 'contractOffers' ? <ContractOffers /> : null}
      {overlay.kind === 'notices' || overlay.kind === 'download' ? <ShellModals overlay={overlay.kind} /> : null}
      {overlay.kind === 'vendorGames' && overlay.vassalage ? (
        <VendorGames vassalage={overlay.vassalage} gameType={overlay.gameType} name={overlay.name} />
      ) : null}
    </Suspense>
  );
}
