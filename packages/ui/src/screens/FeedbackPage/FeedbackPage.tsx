import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ImageAttachments, type ImageAttachmentsProps } from '../../components/ImageAttachments';
import { FormNotice, submitWith } from '../../private/form';
import { CountedTextArea } from '../../private/form/CountedTextArea';
import { PageFrame } from '../../private/PageFrame';
import * as styles from './FeedbackPage.css';

export type FeedbackNotice = { kind: 'sent' } | { kind: 'failed'; message: string };

export interface FeedbackPageProps {
  /** What the member typed, kept by the site (also past the limit and after a failure). */
  content: string;
  onContentChange: (content: string) => void;
  /** The images: the site checks each picked file and keeps the attached ones. */
  attachments: Omit<ImageAttachmentsProps, 'disabled'>;
  /** The member sent without writing anything. */
  missing?: boolean;
  onSubmit: () => void;
  submitting?: boolean;
  /** The last send: sent, or the server's message (or the site's translated fallback) with a retry. */
  notice?: FeedbackNotice | null;
  onRetry?: () => void;
  onDismissNotice?: () => void;
}

/** Feedback (spec §2/§5): a text of at most 140 characters and up to 3 png or jpg images. */
export function FeedbackPage(props: FeedbackPageProps) {
  const { t } = useTranslation(['rewards', 'member']);
  const notice = props.notice ?? null;
  return (
    <PageFrame title={t('member:centre.page.feedback')}>
      <FormNotice
        notice={notice}
        failedTitle={t('feedback.failedTitle')}
        onClose={props.onDismissNotice}
        done={() => t('feedback.sent')}
        failedAction={
          props.onRetry ? (
            <Button type="button" size="sm" variant="outline" onClick={props.onRetry} loading={props.submitting}>
              {t('feedback.retry')}
            </Button>
          ) : null
        }
      />
      <form className={styles.form} onSubmit={submitWith(props.onSubmit, props.submitting)} noValidate>
        <CountedTextArea
          label={t('feedback.content')}
          value={props.content}
          onValueChange={props.onContentChange}
          error={props.missing ? t('feedback.missing') : undefined}
          required
          disabled={props.submitting}
        />
        <ImageAttachments {...props.attachments} disabled={props.submitting} />
        <Button type="submit" fullWidth loading={props.submitting}>
          {t('feedback.submit')}
        </Button>
      </form>
    </PageFrame>
  );
}
