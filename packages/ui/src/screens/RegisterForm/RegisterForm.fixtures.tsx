import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { emptyRegisterValues, type RegisterRules, type RegisterType, type RegisterValues } from './registerFields';
import type { RegisterFormProps } from './RegisterForm';

/** Story helper: a 360 px Android screen (the viewport toolbar in Storybook, a 360 px frame in the tests). */
export const phone360 = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        mobile360: { name: 'Android 360 × 740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: '360px', maxWidth: '100%', overflow: 'hidden' }}>
        <Story />
      </div>
    ),
  ] satisfies Decorator[],
};

/** Story data: the settings a typical merchant sends — a few contact fields, email and referral code optional. */
export const typicalRules: RegisterRules = {
  username: { enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 'letterFirstAlnum' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'lettersAndDigits' },
  mobileNum: { enabled: true, required: true, minLength: 9, maxLength: 10, patternId: 'digits' },
  payeeName: { enabled: true, required: true, minLength: 2, maxLength: 50, patternId: 'thaiEnglishSpaces' },
  line: { enabled: true, required: false, maxLength: 30, patternId: 'noSpaces' },
  email: { enabled: true, required: false, maxLength: 60, patternId: 'email' },
  affiliateCode: { enabled: true, required: false, maxLength: 12, patternId: 'alnum' },
  captcha: { enabled: true, required: true, minLength: 4, maxLength: 4, patternId: 'digits' },
};

const on = (required: boolean) => ({ enabled: true, required, minLength: 2, maxLength: 30, patternId: 'any' });

/** Story data: every optional field switched on, every one required. */
export const everyFieldRequired: RegisterRules = {
  ...typicalRules,
  payeeName: on(true),
  paymentPassword: { enabled: true, required: true, minLength: 6, maxLength: 6, patternId: 'digits' },
  qqNum: on(true),
  line: on(true),
  whatsapp: on(true),
  zalo: on(true),
  facebook: on(true),
  wechat: on(true),
  idNumber: on(true),
  email: on(true),
  affiliateCode: on(true),
  captcha: on(true),
};

/** Story data: every optional field switched on, none required. */
export const everyFieldOptional: RegisterRules = Object.fromEntries(
  Object.entries(everyFieldRequired).map(([field, rule]) => [field, { ...rule, required: false }]),
);

/** Story data: only what the register type always asks for. */
export const minimalRules: RegisterRules = {};

export const filledValues: RegisterValues = {
  ...emptyRegisterValues,
  username: 'somchai88',
  mobileNum: '0812345678',
  countryDialingCode: '66',
  password: 'Lucky2024',
  confirmPassword: 'Lucky2024',
  payeeName: 'สมชาย ใจดี',
  line: 'somchai.line',
  email: 'somchai@example.com',
  captcha: '4827',
  agreed: true,
};

/**
 * Story helper: holds the values and the type as the registration flow would, calling the story's spies too, so a
 * story can type into the form and switch tabs.
 */
export function useStoryRegisterState<
  P extends Pick<RegisterFormProps, 'values' | 'onChange' | 'type' | 'onTypeChange'>,
>(props: P): P {
  const [values, setValues] = useState(props.values);
  const [type, setType] = useState<RegisterType>(props.type);
  return {
    ...props,
    values,
    type,
    onChange: (field, value) => {
      props.onChange(field, value);
      setValues((current) => ({ ...current, [field]: value }));
    },
    onTypeChange: (next: RegisterType) => {
      props.onTypeChange(next);
      setType(next);
    },
  };
}
