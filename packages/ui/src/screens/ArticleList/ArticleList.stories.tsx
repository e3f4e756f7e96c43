import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleList } from './ArticleList';

const meta = {
  title: 'Pages/ArticleList',
  component: ArticleList,
  args: {
    articles: [
      { id: 1, title: 'How to deposit', html: '<p>Choose <strong>Deposit</strong> in the header.</p>' },
      {
        id: 2,
        title: 'Hostile text',
        html: '<p>Hello</p><script>window.pwned = true</script><img src="x" onerror="window.pwned = true"><a href="javascript:alert(1)">click</a>',
      },
    ],
  },
} satisfies Meta<typeof ArticleList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article', { name: 'How to deposit' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('script, [onerror], a[href^="javascript:"]')).toHaveLength(0);
    await expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined();
  },
};
