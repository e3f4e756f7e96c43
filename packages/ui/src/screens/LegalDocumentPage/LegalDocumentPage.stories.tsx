import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { played } from '../../private/storyText';
import { loadErrorStory, loadingStory } from '../../private/storyStates';
import { choice } from '../../private/storyControls';
import { phone360 } from '../../private/storyViewports';
import { LegalDocumentPage, legalDocuments, legalDocumentStatuses } from './LegalDocumentPage';

/** A back office's text with hostile parts, as the sandbox seeds it: the page must show the text and run nothing. */
const hostile =
  '<h2>User agreement</h2><ol><li>You must be 18 or older to play.</li><li>One account per person.</li></ol>' +
  '<p>Read our <a href="/help">help</a> or <a href="javascript:alert(document.cookie)">claim a prize</a>.</p>' +
  '<img src="x" onerror="window.__legalHacked = true" alt="seal"><script>window.__legalHacked = true</script>' +
  '<p style="background:url(javascript:alert(1))" onclick="window.__legalHacked = true">Questions? Contact us.</p>';

const meta = {
  title: 'Screens/LegalDocumentPage',
  component: LegalDocumentPage,
  argTypes: { status: choice(legalDocumentStatuses), document: choice(legalDocuments) },
  args: { document: 'userAgreement', status: 'ready', html: hostile, onRetry: fn() },
} satisfies Meta<typeof LegalDocumentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserAgreement: Story = {
  play: played(async ({ canvas, canvasElement, t }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('member:centre.page.userAgreement'));
    await expect(canvas.getByText('One account per person.')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror], [onclick], a[href^="javascript"]')).toBeNull();
    await expect((window as { __legalHacked?: boolean }).__legalHacked).toBeUndefined();
  }),
};

export const Terms: Story = {
  args: {
    document: 'terms',
    html: '<h2>Terms and conditions</h2><p>Bonuses carry the turnover shown on each promotion.</p><iframe src="https://evil.example/"></iframe>',
  },
  play: played(async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Bonuses carry the turnover');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  }),
};

export const Privacy: Story = {
  args: {
    document: 'privacy',
    html: '<h2>Privacy</h2><p>We keep your personal data only as long as the law requires.</p>',
  },
};

export const Missing: Story = {
  args: { status: 'missing', html: undefined },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('personal:legal.missing'))).toBeVisible();
  }),
};

export const Loading: Story = loadingStory('personal:legal.loading');

export const LoadError: Story = loadErrorStory();

export const ThaiPhone: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: {
    document: 'privacy',
    html:
      '<h2>นโยบายความเป็นส่วนตัว</h2><p>เราเก็บข้อมูลส่วนบุคคลของคุณเท่าที่กฎหมายกำหนดเท่านั้น และไม่เปิดเผยต่อบุคคลภายนอกโดยไม่ได้รับความยินยอม</p>' +
      '<p>https://an-extremely-long-address-without-any-break-at-all.example.com/privacy/policy/section/retention</p>',
  },
  play: played(async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('นโยบายความเป็นส่วนตัว');
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  }),
};
