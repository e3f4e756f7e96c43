import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import {
  acceptedPatternOf,
  emptyRegisterValues,
  type PatternId,
  type RegisterFieldRule,
  type RegisterRules,
  type RegisterValues,
} from '@wl/rules';
import type { RegisterFormProps } from './RegisterForm';
import { phone360 as phoneViewport } from '../../private/storyViewports';
import { useHeld } from '../../private/storyStates';

/** Story helper: a 360 px Android screen (the viewport toolbar in Storybook, a 360 px frame in the tests). */
export const phone360 = {
  ...phoneViewport,
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: '360px', maxWidth: '100%', overflow: 'hidden' }}>
        <Story />
      </div>
    ),
  ] satisfies Decorator[],
};

/** A shown field's setting, with the family's own expression as the server sends it. */
const field = (patternId: PatternId, minLength: number, maxLength: number, required = true): RegisterFieldRule => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  acceptedPattern: acceptedPatternOf(patternId),
  patternId,
});

/** Story data: the settings a typical merchant sends — a few contact fields, email and referral code optional. */
export const typicalRules: RegisterRules = {
  username: field('letterFirstAlphanumeric', 6, 16),
  password: field('lettersAndDigits', 6, 20),
  mobileNum: field('digits', 9, 10),
  payeeName: field('thaiEnglishSpaces', 2, 50),
  line: field('noSpaces', 1, 30, false),
  email: field('email', 6, 60, false),
  affiliateCode: field('alphanumeric', 4, 12, false),
  captcha: field('digits', 4, 4),
};

const on = (required: boolean) => field('any', 2, 30, required);

/** Story data: every optional field switched on, every one required. */
export const everyFieldRequired: RegisterRules = {
  ...typicalRules,
  payeeName: on(true),
  paymentPassword: field('digits', 6, 6),
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
  countryDialingCode: '+66',
  password: 'Lucky2024',
  confirmPassword: 'Lucky2024',
  payeeName: 'สมชาย ใจดี',
  line: 'somchai.line',
  email: 'somchai@example.com',
  captcha: '4827',
  agreed: true,
};

/**
 * Story helper: holds the values and the type as the site does, calling the story's spies too, so a story can type
 * into the form and switch tabs; where the form has a reset, it empties the values, as the registration flow would.
 */
export function useStoryRegisterState<
  P extends Pick<RegisterFormProps, 'values' | 'onChange' | 'type' | 'onTypeChange' | 'onReset'>,
>(props: P): P {
  const [values, setValues] = useState(props.values);
  const [type, onTypeChange] = useHeld(props.type, props.onTypeChange);
  const { onReset } = props;
  return {
    ...props,
    values,
    type,
    onChange: (field, value) => {
      props.onChange(field, value);
      setValues((current) => ({ ...current, [field]: value }));
    },
    onTypeChange,
    ...(onReset && {
      onReset: () => {
        onReset();
        setValues(emptyRegisterValues);
      },
    }),
  };
}
