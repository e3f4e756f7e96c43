import { useQuery } from '@tanstack/react-query';
import { LoginPasswordSection, SecurityCentre } from '@wl/ui';
import { overlays } from '../../overlays/overlays';
import { queryClient } from '../../query';
import { useSession } from '../../session/session';
import { profileQuery, securityConfigQuery } from '../queries';
import AuthenticatorSection from './security/AuthenticatorSection';
import { BankCardsSection } from './security/BankCardsSection';
import ContactBindingSection from './security/ContactBindingSection';
import { FundsPasswordSection } from './security/FundsPasswordSection';
import { ProfileSection } from './security/ProfileSection';

/**
 * securityCenter ("my account", spec §2): the overview and the profile load with the page (two calls); each other
 * section loads its own data when it is opened. A section the merchant switched off is left out.
 */
export default function SecurityPage() {
  const { token, account } = useSession();
  const config = useQuery(securityConfigQuery(token), queryClient);
  const profile = useQuery(profileQuery(token), queryClient);
  const data = config.data;
  const items = data?.items;

  return (
    <SecurityCentre
      status={config.isPending ? 'loading' : config.isError && !data ? 'error' : 'ready'}
      errorMessage={config.error?.message}
      onRetry={() => void config.refetch()}
      account={profile.data?.account ?? account ?? ''}
      nickname={profile.data?.nickname}
      completion={data?.completion}
      lastLogin={data?.lastLogin}
      previousLogin={data?.previousLogin}
    >
      {items?.profile.enabled ? <ProfileSection complete={items.profile.isComplete} /> : null}
      {items?.loginPassword.enabled ? (
        <LoginPasswordSection
          complete={items.loginPassword.isComplete}
          onChange={() => overlays.open({ kind: 'passwordChange' })}
        />
      ) : null}
      {data?.items.fundsPassword.enabled ? (
        <FundsPasswordSection
          hasPassword={data.items.fundsPassword.isComplete}
          questionSet={data.securityQuestionSet}
        />
      ) : null}
      <ContactBindingSection />
      {data?.items.bankCard.enabled ? <BankCardsSection count={data.bankCards.count} max={data.bankCards.max} /> : null}
      <AuthenticatorSection />
    </SecurityCentre>
  );
}
