import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { promotions, thaiPromotions } from '../../private/fixtures/content';
import { PromotionList } from './PromotionList';
import { played, storyLanguage } from '../../private/storyText';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { loadErrorStory, loadingStory, statusStory } from '../../private/storyStates';

const meta = {
  title: 'Screens/PromotionList',
  component: PromotionList,
  args: {
    promotions,
    status: 'ready',
    hrefOf: (promotion) => `/promoDetail?id=${promotion.id}`,
    onOpen: fn(),
    onRetry: fn(),
  },
  argTypes: { promotions: { control: false } },
} satisfies Meta<typeof PromotionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, args, userEvent, loaded, t }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('content:promotions.title') })).toBeVisible();
    const list = canvas.getByRole('list', { name: t('content:promotions.title') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const welcome = within(list).getByRole('link', { name: /Welcome bonus 100%/ });
    await expect(welcome).toHaveAttribute('href', '/promoDetail?id=1');
    await expect(welcome).toHaveTextContent(t('content:promotions.noEnd'));
    // not started yet: its start date, as the story's language writes a date
    const yearEnd = promotions.find((promotion) => promotion.title === 'Year-end mega bonus')!;
    const starts = new Intl.DateTimeFormat(storyLanguage(loaded), { dateStyle: 'medium' }).format(
      new Date(yearEnd.startTime),
    );
    await expect(within(list).getByRole('link', { name: /Year-end mega bonus/ })).toHaveTextContent(
      t('content:promotions.starts', { date: starts }),
    );
    await userEvent.click(welcome);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  }),
};

/** The categories that have promotions are chips; choosing one narrows the cards. */
export const ByCategory: Story = {
  play: played(async ({ canvas, userEvent, t }) => {
    const chips = canvas.getByRole('group', { name: t('content:promotions.categories') });
    await expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      t('content:promotions.all'),
      ...['new_player', 'deposit', 'rebate', 'special'].map((category) => t(`content:promotions.category.${category}`)),
    ]);
    await userEvent.click(within(chips).getByRole('button', { name: t('content:promotions.category.special') }));
    await expect(within(chips).getByRole('button', { name: t('content:promotions.category.special') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await userEvent.click(within(chips).getByRole('button', { name: t('content:promotions.all') }));
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  }),
};

export const Loading: Story = loadingStory('content:promotions.loading', { promotions: [] });

export const Empty: Story = statusStory('content:promotions.empty', { promotions: [] });

export const Failed: Story = loadErrorStory({
  promotions: [],
  errorMessage: 'Network link is abnormal, please try again',
});

/** A title that looks like markup is text: it shows as typed and runs nothing. */
export const MarkupInTitle: Story = {
  args: {
    promotions: [{ ...promotions[0]!, id: 99, title: '<img src=x onerror=alert(1)> Titles are text, not HTML' }],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('link', { name: /Titles are text/ });
    await expect(card).toHaveTextContent('<img src=x onerror=alert(1)> Titles are text, not HTML');
    await expect(card.querySelectorAll('img')).toHaveLength(1);
  },
};

export const ThaiText: Story = {
  args: { promotions: thaiPromotions },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'โปรโมชั่น' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'หมวดหมู่' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /โบนัสต้อนรับสมาชิกใหม่/ })).toHaveTextContent('ไม่มีวันสิ้นสุด');
  },
};

/** One card across a 360 px phone; long Thai titles wrap inside it. */
export const Mobile360: Story = {
  ...thaiPhone360,
  args: { promotions: thaiPromotions },
  play: async ({ canvas }) => {
    await expectPhoneFit();
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
  },
};

/** The dark theme: cards, chips and category labels keep their contrast. */
export const Dark: Story = {
  globals: { mode: 'dark' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('group', { name: t('content:promotions.categories') })).toBeVisible();
  }),
};
