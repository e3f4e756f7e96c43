import { useMemo, useState } from 'react';
import { Link, Navigate, useBlocker, useNavigate } from 'react-router-dom';
import type { RegisterSettings } from '@wl/api';
import { Alert, Button, ConfirmDialog, Loader, RegisterPage as RegisterScreen } from '@wl/ui';
import { useTranslation } from 'react-i18next';
import { Warning } from '../account/AuthFlow';
import { overlays } from '../overlays/overlays';
import { useRegisterSettings } from '../account/registerSettings';
import { useRegistrationForm } from '../account/useRegistrationForm';
import { useAnnouncements } from '../content/announcements';
import { promotionPath } from '../paths';
import { session } from '../session/session';
import { useHydrated } from '../hydration';
import { useBootSettled } from '../boot/Boot';

function Registration({ settings }: { settings: RegisterSettings }) {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  const registration = useRegistrationForm(settings);
  // Leaving the page with a half-filled form asks first (a popup over the page, same path, is not leaving).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => registration.unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const announcements = useAnnouncements();
  // Spec §2: the new_player promotions beside the form, and the w_reg banners.
  const { promotions, banners } = useMemo(
    () => ({
      promotions: (announcements?.promotion ?? [])
        .filter((promotion) => promotion.category === 'new_player')
        .map((promotion) => ({ id: promotion.id, title: promotion.title, content: promotion.content })),
      banners: (announcements?.banners ?? [])
        .filter((banner) => banner.groupName === 'w_reg')
        .map((banner) => ({ bannerId: banner.bannerId, url: banner.url, alt: banner.title })),
    }),
    [announcements],
  );
  return (
    <>
      <RegisterScreen
        {...registration.props}
        onReset={registration.reset}
        onLogin={overlays.openLogin}
        homeHref="/"
        renderLink={({ href, className, children }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
        promotions={promotions}
        onPromotionMore={(promotion) => void navigate(promotionPath(promotion.id))}
        banners={banners}
      />
      <Warning message={registration.warning?.message ?? null} dismiss={registration.warning?.dismiss ?? (() => {})} />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('leave.title')}
        message={t('leave.message')}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.stay')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}

/** /register: the full registration page (spec §2); a logged-in player goes home. */
export default function RegisterPage() {
  const { t } = useTranslation('common');
  // Checked once: registering logs in, and the form must stay mounted until it has finished.
  const [loggedInAlready] = useState(() => Boolean(session.token()));
  const state = useRegisterSettings();
  // a prerendered page hydrates as a visitor's first: the logged-in player leaves right after
  const hydrated = useHydrated();
  // the form's machine takes the switches (SMS code, registration types) when it starts: it waits for the boot's
  const settled = useBootSettled();
  if (loggedInAlready && hydrated) return <Navigate to="/" replace />;
  if (state.status === 'loading' || !settled) return <Loader />;
  if (state.status === 'error') {
    return (
      <Alert tone="critical">
        {state.message}{' '}
        <Button type="button" variant="outline" size="sm" onClick={state.onRetry}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return <Registration settings={state.data} />;
}
