import { lazy, Suspense } from 'react';
import { withNamespaces } from '../i18n';
import type { Overlay } from './overlays';

// Each overlay's code (Radix Dialog, its flow) loads when it first opens, not with the page.
const AuthFlow = lazy(withNamespaces(() => import('../account/AuthFlow'), ['register']));
const ForgotPasswordFlow = lazy(withNamespaces(() => import('../account/ForgotPasswordFlow'), ['register']));
const PasswordChangeFlow = lazy(withNamespaces(() => import('../account/PasswordChangeFlow'), ['register']));
const AccountNotices = lazy(withNamespaces(() => import('../account/AccountNotices'), ['register']));
const MemberCentre = lazy(withNamespaces(() => import('../account/MemberCentre'), ['member']));
const ShellModals = lazy(() => import('../shell/ShellModals'));

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
      {overlay.kind === 'registered' || overlay.kind === 'needTrueAccount' ? (
        <AccountNotices overlay={overlay} />
      ) : null}
      {overlay.kind === 'memberCentre' ? <MemberCentre page={overlay.page} /> : null}
      {overlay.kind === 'notices' || overlay.kind === 'download' ? <ShellModals overlay={overlay.kind} /> : null}
    </Suspense>
  );
}
