import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppHeader, type AppHeaderProps } from '@wl/ui';
import { changeLanguage, isLanguageCode, languages, storeLanguage, toBcp47 } from '@wl/ui/i18n';
import { merchant } from '@merchant/config';
import { MerchantLogo } from './MerchantLogo';

const headerLanguages = merchant.languages.map((code) => ({ code, label: languages[code].nativeName }));

export type HeaderFrameProps = Omit<
  AppHeaderProps,
  'logo' | 'languages' | 'language' | 'onLanguageChange' | 'renderLink'
>;

/** The header with what every state shares: the merchant's logo, the home link and the language choice. */
export function HeaderFrame(props: HeaderFrameProps) {
  const { i18n } = useTranslation();
  const current = merchant.languages.find((code) => toBcp47(code) === i18n.language) ?? merchant.defaultLanguage;
  return (
    <AppHeader
      {...props}
      logo={<MerchantLogo />}
      renderLink={({ href, className, children }) => (
        <Link to={href} className={className}>
          {children}
        </Link>
      )}
      languages={headerLanguages}
      language={current}
      onLanguageChange={(code) => {
        if (!isLanguageCode(code)) return;
        storeLanguage(code);
        void changeLanguage(code);
      }}
    />
  );
}
