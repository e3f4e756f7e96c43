// What the stories of the registration form share, wherever it stands (its own widget, the page, the login popup):
// the props a typical merchant's form gets, and the site's router link.
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { emptyRegisterValues } from '@wl/rules';
import type { RegisterFormProps } from '../widgets/RegisterForm';
import { typicalRules } from '../widgets/RegisterForm/RegisterForm.fixtures';
import { demoCaptchaPng } from '../widgets/CaptchaField/CaptchaField.fixtures';
import { demoCountries, demoFlagUrl } from '../widgets/CountryCodePicker/CountryCodePicker.fixtures';

/** The form of a typical merchant, by username or mobile, empty, with a captcha; `overrides` add to it. */
export const registerFormArgs = <O extends Partial<RegisterFormProps>>(overrides?: O) => ({
  types: ['register', 'registerMobile'] as RegisterFormProps['types'],
  type: 'register' as RegisterFormProps['type'],
  onTypeChange: fn(),
  rules: typicalRules,
  values: emptyRegisterValues,
  onChange: fn(),
  onSubmit: fn(),
  countries: demoCountries,
  flagUrl: demoFlagUrl,
  defaultCountry: 'TH',
  captchaImage: demoCaptchaPng,
  onRefreshCaptcha: fn(),
  ...(overrides as O),
});

/** The controls the form's props take: data as objects, the image and the link renderers none. */
export const registerFormArgTypes = {
  rules: { control: 'object' },
  values: { control: 'object' },
  flagUrl: { control: false },
  renderTermsLink: { control: false },
} as const;

/** The site's router link, marked so a story can tell it from a plain one. */
export const routerLink = ({ href, className, children }: { href: string; className: string; children: ReactNode }) => (
  <a href={href} className={className} data-router-link="">
    {children}
  </a>
);
