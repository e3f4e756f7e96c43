import { LegalDocumentPage, type LegalDocument } from '@wl/ui';
import { useHelpTopics } from '../../content/queries';
import { failureMessage } from '../../errors';

/** The help centre's section that holds each legal text (openapi HelpSection `code`). */
export const LEGAL_SECTION_CODES: Record<LegalDocument, string> = {
  userAgreement: 'user-agreement',
  terms: 'terms',
  privacy: 'privacy-policy',
};

/** A legal text: the help centre's section of its code, in the player's language, sanitized by the ui. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const topics = useHelpTopics();
  const topic = topics.data?.find((candidate) => candidate.code === LEGAL_SECTION_CODES[document]);
  return (
    <LegalDocumentPage
      document={document}
      status={topics.isPending ? 'loading' : topics.isError && !topics.data ? 'error' : topic ? 'ready' : 'missing'}
      html={topic?.html}
      errorMessage={failureMessage(topics.error)}
      onRetry={() => void topics.refetch()}
    />
  );
}
