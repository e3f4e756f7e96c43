import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { inNarrow, narrow } from '../../private/storyLayout';
import { CountryCodePicker } from './CountryCodePicker';
import { demoCountries, demoFlagUrl } from './CountryCodePicker.fixtures';
import { countryName } from './countries';
import { containing, played, storyLanguage } from '../../private/storyText';
import { dialogQueries } from '../../private/modalStory';
import { withHeld } from '../../private/storyStates';

/** A country as the picker writes it in the story's language: "Thailand +66", "ไทย +66". */
const entry = (loaded: Record<string, unknown>, countryCode: string, dialling: string) =>
  `${countryName(countryCode, storyLanguage(loaded))} ${dialling}`;

/** Holds the value as a form would, so a pick shows at once. */
const Controlled = withHeld(CountryCodePicker, { value: 'onChange' });

const meta = {
  title: 'Widgets/CountryCodePicker',
  component: CountryCodePicker,
  render: inNarrow(Controlled),
  args: {
    countries: demoCountries,
    value: '+66',
    defaultCountry: 'TH',
    onChange: fn(),
    flagUrl: demoFlagUrl,
  },
  argTypes: { countries: { control: 'object' }, flagUrl: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CountryCodePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, loaded, t }) => {
    const picker = canvas.getByRole('combobox', { name: t('account:country.label') });
    await expect(picker).toHaveTextContent(entry(loaded, 'TH', '+66'));
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
  }),
};

export const Playground: Story = { args: { hideLabel: false, bordered: true, disabled: false } };

/** Tab to it, open with the arrow key, move, take with Enter: the list closes and the focus stays. */
export const Keyboard: Story = {
  play: played(async ({ canvas, userEvent, args, loaded, t }) => {
    const picker = canvas.getByRole('combobox', { name: t('account:country.label') });
    await userEvent.tab();
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('listbox', { name: t('account:country.label') });
    await expect(within(list).getByRole('option', { name: entry(loaded, 'TH', '+66') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(picker).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: entry(loaded, 'VN', '+84') }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('+84', { countryCode: 'VN', countryDialingCode: '+84' });
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await expect(picker).toHaveTextContent('+84');
    await expect(picker).toHaveFocus();
  }),
};

export const Pointer: Story = {
  play: played(async ({ canvas, userEvent, args, loaded, t }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: t('account:country.label') }));
    await userEvent.click(canvas.getByRole('option', { name: entry(loaded, 'ID', '+62') }));
    await expect(args.onChange).toHaveBeenCalledWith('+62', { countryCode: 'ID', countryDialingCode: '+62' });
    await expect(canvas.getByRole('listbox', { hidden: true })).not.toBeVisible();
  }),
};

/** Typing digits jumps to the dialling code; Home and End go to the ends of the list. */
export const TypeAhead: Story = {
  play: played(async ({ canvas, userEvent, args, loaded, t }) => {
    const picker = canvas.getByRole('combobox', { name: t('account:country.label') });
    picker.focus();
    await userEvent.keyboard('856');
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('+856', { countryCode: 'LA', countryDialingCode: '+856' });
    await userEvent.keyboard('{End}{Enter}');
    await expect(picker).toHaveTextContent(entry(loaded, 'CA', '+1'));
  }),
};

/** The list open (checked for accessibility in this state too). */
export const OpenList: Story = {
  play: played(async ({ canvas, userEvent, t }) => {
    const picker = canvas.getByRole('combobox', { name: t('account:country.label') });
    await userEvent.click(picker);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const list = canvas.getByRole('listbox', { name: t('account:country.label') });
    await expect(list).toBeVisible();
    await expect(within(list).getAllByRole('option')).toHaveLength(14);
  }),
};

export const EscapeCloses: Story = {
  play: played(async ({ canvas, userEvent, args, t }) => {
    const picker = canvas.getByRole('combobox', { name: t('account:country.label') });
    await userEvent.click(picker);
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(picker).toHaveTextContent('+66');
  }),
};

/** Spec §2: a code that is not in the list gives way to the visitor's current country. */
export const UnknownCodeFallsBackToCurrentCountry: Story = {
  args: { value: '+999', defaultCountry: 'VN' },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getByRole('combobox', { name: t('account:country.label') })).toHaveTextContent(
      entry(loaded, 'VN', '+84'),
    );
  }),
};

export const NoCodeSupplied: Story = {
  args: { value: undefined, defaultCountry: 'PH' },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getByRole('combobox', { name: t('account:country.label') })).toHaveTextContent(
      entry(loaded, 'PH', '+63'),
    );
  }),
};

/** +1 is both the United States and Canada: the flag follows the country picked. */
export const SharedDiallingCode: Story = {
  args: { value: '+1' },
  play: played(async ({ canvas, userEvent, loaded, t }) => {
    const picker = canvas.getByRole('combobox', { name: t('account:country.label') });
    await expect(picker).toHaveTextContent(entry(loaded, 'US', '+1'));
    await userEvent.click(picker);
    await userEvent.click(canvas.getByRole('option', { name: entry(loaded, 'CA', '+1') }));
    await expect(picker).toHaveTextContent(entry(loaded, 'CA', '+1'));
  }),
};

export const BrokenFlagImage: Story = {
  args: { flagUrl: () => 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const flag = canvasElement.querySelector('img');
    await waitFor(() => expect(flag).not.toBeVisible());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: played(async ({ canvas, userEvent, t }) => {
    const picker = canvas.getByRole('combobox', { name: t('account:country.label') });
    await expect(picker).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(picker);
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
  }),
};

/** Inside the mobile number field (how the forms use it): the list opens under the whole field. */
export const InsideMobileField: Story = {
  render: (args) => (
    <div style={narrow}>
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        prefix={<Controlled {...args} bordered={false} hideLabel />}
      />
    </div>
  ),
  play: played(async ({ canvas, userEvent, t }) => {
    const picker = canvas.getByRole('combobox', { name: t('account:country.label') });
    await userEvent.click(picker);
    const list = canvas.getByRole('listbox', { name: t('account:country.label') });
    const field = canvas.getByRole('textbox', { name: containing('Mobile number') });
    const box = field.parentElement?.getBoundingClientRect();
    // the field's padding box: its width less the two 1px borders
    await expect(list.getBoundingClientRect().width).toBeGreaterThanOrEqual((box?.width ?? 0) - 2);
  }),
};

/** In a dialog, Escape closes the list and leaves the dialog open. */
export const InDialog: Story = {
  render: (args) => (
    <Dialog open onOpenChange={() => undefined} title="Forgot password">
      <Controlled {...args} />
    </Dialog>
  ),
  play: played(async ({ userEvent, t }) => {
    const dialog = await dialogQueries();
    await userEvent.click(dialog.getByRole('combobox', { name: t('account:country.label') }));
    await userEvent.keyboard('{Escape}');
    await expect(dialog.getByRole('combobox', { name: t('account:country.label') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(screen.getByRole('dialog')).toBeVisible();
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas, userEvent }) => {
    const picker = await canvas.findByRole('combobox', { name: 'รหัสประเทศ' });
    await expect(picker).toHaveTextContent('ไทย +66');
    await userEvent.click(picker);
    await expect(canvas.getByRole('option', { name: 'เวียดนาม +84' })).toBeVisible();
  },
};
