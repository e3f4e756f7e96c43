import { useQuery } from '@tanstack/react-query';
import { LoginPasswordSection, SecurityCentre } from '@wl/ui';
import { overlays } from '../../overlays/overlays';
import { queryClient } from '../../query';
import { useSession } from '../../session/session';
import { payoutAccountsQuery, profileQuery, securityConfigQuery } from '../queries';
import AuthenticatorSection from './security/AuthenticatorSection';
import { BankCardsSection, PayoutAccountsSection } from './security/BankCardsSection';
import ContactBindingSection from './security/ContactBindingSection';
import { FundsPasswordSection } from './security/FundsPasswordSection';
import { ProfileSection } from './security/ProfileSection';

/**
 * securityCenter ("my account", spec §2): the overview, the profile and the payout accounts (the e-wallets' and
 * crypto addresses' counts) load with the page (three calls); each other section loads its own data when it is
 * opened. A section the merchant switched off is left out.
 */
export default function SecurityPage() {
  const { token, account } = useSession();
  const config = useQuery(securityConfigQuery(token), queryClient);
  const profile = useQuery(profileQuery(token), queryClient);
  // The e-wallets' and crypto addresses' counts and limits (the overview has the bank cards' only).
  const payout = useQuery(payoutAccountsQuery(token), queryClient);
  const data = config.data;
  const items = data?.items;
  const authenticator = items?.authenticator.isComplete ?? false;

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
      {data?.items.bankCard.enabled ? (
        <>
          <BankCardsSection count={data.bankCards.count} max={data.bankCards.max} authenticatorBound={authenticator} />
          {payout.data ? (
            <>
              <PayoutAccountsSection
                kind="eWallets"
                count={payout.data.eWallets.length}
                max={payout.data.eWalletMax}
                authenticatorBound={authenticator}
              />
              <PayoutAccountsSection
                kind="cryptoAddresses"
                count={payout.data.cryptoAddresses.length}
                max={payout.data.cryptoMax}
                authenticatorBound={authenticator}
              />
            </>
          ) : null}
        </>
      ) : null}
      <AuthenticatorSection />
    </SecurityCentre>
  );
}
