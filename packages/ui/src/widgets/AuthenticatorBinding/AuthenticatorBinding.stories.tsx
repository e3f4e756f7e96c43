import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { choice } from '../../private/storyControls';
import { thaiButtonStory, withHeld } from '../../private/storyStates';
import { played, startingWith } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { AuthenticatorBinding, authenticatorStatuses, type AuthenticatorSetupView } from './AuthenticatorBinding';

const setup: AuthenticatorSetupView = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Demo%20Casino:demo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Demo%20Casino',
  issuer: 'Demo Casino',
  accountName: 'demo',
};

/** The code and the disclosure held here, as the site would. */
const Controlled = withHeld(AuthenticatorBinding, { code: 'onCodeChange', expanded: 'onExpandedChange' });

const meta = {
  title: 'Widgets/AuthenticatorBinding',
  component: AuthenticatorBinding,
  render: (args) => <Controlled {...args} />,
  argTypes: { status: choice(authenticatorStatuses) },
  args: {
    status: 'unbound',
    expanded: true,
    code: '',
    onCodeChange: fn(),
    onStart: fn(),
    onUnbind: fn(),
    onCancel: fn(),
    onSubmit: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof AuthenticatorBinding>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unbound: Story = {
  args: { expanded: false },
  play: played(async ({ canvas, args, t }) => {
    const header = canvas.getByRole('button', { name: startingWith(t('security:authenticator.title')) });
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(header);
    await userEvent.click(canvas.getByRole('button', { name: t('security:authenticator.start') }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  }),
};

export const Confirming: Story = {
  args: { status: 'confirming', setup },
  play: played(async ({ canvas, canvasElement, args, t }) => {
    await expect(await canvas.findByRole('img', { name: t('security:authenticator.qrLabel') })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(t('security:authenticator.shownOnce'));
    await userEvent.type(canvas.getByRole('textbox', { name: t('security:authenticator.code') }), '123456');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: t('security:authenticator.confirm') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('security:authenticator.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  }),
};

export const WrongCode: Story = {
  args: {
    status: 'confirming',
    setup,
    code: '12',
    problem: { kind: 'invalid' },
    error: 'The authenticator code is not right, 4 attempts left',
  },
  play: played(async ({ canvas, t }) => {
    const field = canvas.getByRole('textbox', { name: t('security:authenticator.code') });
    await expect(field).toHaveValue('12');
    await expect(field).toHaveAccessibleDescription(t('security:authenticator.problem.invalid'));
    await expect(canvas.getByText('The authenticator code is not right, 4 attempts left')).toBeVisible();
  }),
};

export const Bound: Story = {
  args: { status: 'bound', notice: 'bound' },
  play: played(async ({ canvas, args, t }) => {
    await expect(canvas.getByText(t('security:authenticator.bound'))).toBeVisible();
    await expect(canvas.queryByText(setup.secret)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('security:authenticator.unbind') }));
    await expect(args.onUnbind).toHaveBeenCalledOnce();
  }),
};

export const Unbinding: Story = {
  args: { status: 'unbinding', submitting: true, code: '654321' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('textbox', { name: t('security:authenticator.code') })).toHaveValue('654321');
    await expect(canvas.getByRole('button', { name: t('security:authenticator.unbindConfirm') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }),
};

export const Thai: Story = {
  ...thaiButtonStory('security:authenticator.confirm', 'ยืนยัน'),
  args: { status: 'confirming', setup },
};

/** The key on a 360 px phone wraps inside the card. */
export const Phone360: Story = {
  ...phone360,
  args: { status: 'confirming', setup },
  play: played(async ({ canvasElement, t }) => {
    await within(canvasElement).findByRole('img', { name: t('security:authenticator.qrLabel') });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  }),
};
