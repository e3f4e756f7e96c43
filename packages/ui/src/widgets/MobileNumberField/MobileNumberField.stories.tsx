import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { narrow } from '../../private/storyLayout';
import { played } from '../../private/storyText';
import { demoCountries, demoFlagUrl } from '../CountryCodePicker/CountryCodePicker.fixtures';
import { MobileNumberField, type MobileNumberFieldProps } from './MobileNumberField';

/** Holds the number and the dialling code as a form would; the label and the problem come in the story's language. */
function Controlled({ error, ...args }: MobileNumberFieldProps) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState(String(args.value ?? ''));
  const [code, setCode] = useState(args.countryDialingCode);
  return (
    <div style={narrow}>
      <MobileNumberField
        {...args}
        label={t('mobile.label')}
        placeholder={t('mobile.placeholder')}
        error={error ? t('validation.mobileInvalid') : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        countryDialingCode={code}
        onCountryDialingCodeChange={(next) => {
          args.onCountryDialingCodeChange(next);
          setCode(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/MobileNumberField',
  component: MobileNumberField,
  render: (args) => <Controlled {...args} />,
  args: {
    label: '',
    countries: demoCountries,
    flagUrl: demoFlagUrl,
    countryDialingCode: '+66',
    defaultCountry: 'TH',
    onCountryDialingCodeChange: fn(),
  },
  argTypes: { countries: { control: 'object' }, flagUrl: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MobileNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialling-code picker inside the field; a phone keypad on touch screens. */
export const WithPicker: Story = {
  play: played(async ({ canvas, t }) => {
    const field = canvas.getByRole('textbox', { name: new RegExp(`^${t('account:mobile.label')}`) });
    await expect(field).toHaveAttribute('type', 'tel');
    await expect(field).toHaveAttribute('inputmode', 'tel');
    await expect(field).toHaveAttribute('autocomplete', 'tel-national');
    await expect(canvas.getByRole('combobox', { name: t('account:country.label') })).toBeVisible();
    await userEvent.type(field, '812345678');
    await expect(field).toHaveValue('812345678');
  }),
};

/** A merchant without dialling codes: the field alone. */
export const WithoutPicker: Story = {
  args: { countries: [] },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('combobox', { name: t('account:country.label') })).toBeNull();
  }),
};

/** A problem beside the field; what was typed stays. */
export const WithError: Story = {
  args: { error: 'invalid', value: '12ab' },
  play: played(async ({ canvas, t }) => {
    const field = canvas.getByRole('textbox', { name: new RegExp(`^${t('account:mobile.label')}`) });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(t('account:validation.mobileInvalid'));
    await expect(field).toHaveValue('12ab');
  }),
};
