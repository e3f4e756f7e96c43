// The content pages' server state (TanStack Query with the site's one client; these pages are lazy chunks, so the
// library loads with them and not with the first paint).
import { useQuery } from '@tanstack/react-query';
import { isApiError, type HelpSection, type Promotion } from '@wl/api';
import type { HelpTopic, PromotionArticle, PromotionSummary } from '@wl/ui';
import { api } from '../api';
import { queryClient, retryOnce } from '../query';
import { wireLanguage } from '../language';

/** Operator texts change rarely: one answer serves a visit for a few minutes. */
const CONTENT_STALE_MS = 5 * 60_000;

/** The server's "does not exist or has ended" for a promotion. */
const PROMOTION_NOT_FOUND = 'PROMOTION_NOT_FOUND';

export const contentKeys = {
  promotion: (id: number, language: string) => ['content', 'promotion', id, language] as const,
  help: (language: string) => ['content', 'help', language] as const,
};

export const toPromotionSummary = (promotion: Promotion): PromotionSummary => ({
  id: promotion.id,
  title: promotion.title,
  category: promotion.category,
  imageUrl: promotion.imageUrl,
  startTime: promotion.startTime,
  endTime: promotion.endTime,
});

/** Server HTML goes to the components as it came: SafeHtml (ui) is the one place that sanitizes it. */
export const toPromotionArticle = (promotion: Promotion): PromotionArticle => ({
  ...toPromotionSummary(promotion),
  html: promotion.content,
});

export const toHelpTopic = (section: HelpSection): HelpTopic => ({
  id: section.id,
  code: section.code,
  title: section.title,
  html: section.content,
});

/** A promotion's page; `notFound` when the id is not a promotion's or it has ended (no retry helps then). */
export function usePromotionDetail(id: number | null) {
  const language = wireLanguage();
  const query = useQuery(
    {
      queryKey: contentKeys.promotion(id ?? 0, language),
      queryFn: () => api.games.getPromotionDetail(id!, language).then(toPromotionArticle),
      enabled: id !== null,
      staleTime: CONTENT_STALE_MS,
      retry: (failures, error) =>
        !(isApiError(error) && error.code === PROMOTION_NOT_FOUND) && retryOnce(failures, error),
    },
    queryClient,
  );
  const notFound = id === null || (isApiError(query.error) && query.error.code === PROMOTION_NOT_FOUND);
  return { query, notFound };
}

/** The help centre's topics in the current language (spec §7 helpCenter). */
export function useHelpTopics() {
  const language = wireLanguage();
  return useQuery(
    {
      queryKey: contentKeys.help(language),
      queryFn: () => api.system.getHelpCenter(language).then((sections) => sections.map(toHelpTopic)),
      staleTime: CONTENT_STALE_MS,
    },
    queryClient,
  );
}
