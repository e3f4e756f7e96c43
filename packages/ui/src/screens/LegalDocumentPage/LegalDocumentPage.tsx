import { useTranslation } from 'react-i18next';
import { ContentStatus } from '../../components/ContentStatus';
import { SafeHtml } from '../../components/SafeHtml';
import { PageFrame } from '../../private/PageFrame';

/** The member centre's legal texts. */
export const legalDocuments = ['userAgreement', 'terms', 'privacy'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

export const legalDocumentStatuses = ['loading', 'error', 'missing', 'ready'] as const;
export type LegalDocumentStatus = (typeof legalDocumentStatuses)[number];

export interface LegalDocumentPageProps {
  document: LegalDocument;
  /** `missing`: the server has no such text (yet). */
  status: LegalDocumentStatus;
  /** The text as the server wrote it (untrusted HTML: sanitized here). */
  html?: string;
  /** The load failure's message (the default text when empty). */
  errorMessage?: string | null;
  onRetry?: () => void;
}

/**
 * The user agreement, the terms and conditions or the privacy policy (member centre pages), as the server's HTML
 * after sanitizing; loading, failed (with a retry) and missing say so.
 */
export function LegalDocumentPage({ document, status, html = '', errorMessage, onRetry }: LegalDocumentPageProps) {
  const { t } = useTranslation('personal');
  return (
    <PageFrame title={t(`member:centre.page.${document}`)}>
      {status === 'ready' ? (
        <SafeHtml html={html} />
      ) : status === 'missing' ? (
        <ContentStatus status="empty" emptyText={t('legal.missing')} />
      ) : (
        <ContentStatus
          status={status}
          loadingLabel={t('legal.loading')}
          errorMessage={errorMessage}
          onRetry={onRetry}
        />
      )}
    </PageFrame>
  );
}
