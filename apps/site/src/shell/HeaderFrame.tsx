import { NavLink } from 'react-router-dom';
import { AppHeader, type AppHeaderProps } from '@wl/ui';
import { siteLanguages, switchLanguage, useSiteLanguage } from './language';
import { MerchantLogo } from './MerchantLogo';

export type HeaderFrameProps = Omit<
  AppHeaderProps,
  'logo' | 'languages' | 'language' | 'onLanguageChange' | 'renderLink'
>;

/** The header with what every state shares: the merchant's logo, the home link and the language choice. */
export function HeaderFrame(props: HeaderFrameProps) {
  const current = useSiteLanguage();
  return (
    <AppHeader
      {...props}
      logo={<MerchantLogo />}
      renderLink={({ href, className, children }) => (
        // the home link is marked as the current page on the home page (aria-current)
        <NavLink to={href} end className={className}>
          {children}
        </NavLink>
      )}
      languages={siteLanguages}
      language={current}
      onLanguageChange={switchLanguage}
    />
  );
}
