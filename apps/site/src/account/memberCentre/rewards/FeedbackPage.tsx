import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_TEXT_MAX_CHARS, uploadTextLength } from '@wl/rules';
import { FeedbackPage as FeedbackScreen, type FeedbackNotice } from '@wl/ui';
import { api } from '../../../api';
import { useImageAttachments } from './useImageAttachments';

/**
 * feedback (spec §2/§5): the text (at most 140 characters) and up to 3 images, each checked before it is attached.
 * A failure keeps everything and offers a retry; a success empties the form.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('rewards');
  const [content, setContent] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<FeedbackNotice | null>(null);
  const attachments = useImageAttachments();

  const send = async () => {
    if (sending) return;
    if (!/\S/.test(content)) {
      setMissing(true);
      return;
    }
    // the field already says why (its counter and message); nothing typed is dropped
    if (uploadTextLength(content) > UPLOAD_TEXT_MAX_CHARS) return;
    setSending(true);
    setNotice(null);
    try {
      await api.system.submitFeedback({ content, images: attachments.files });
      setContent('');
      attachments.clear();
      setNotice({ kind: 'sent' });
    } catch (error) {
      setNotice({
        kind: 'failed',
        message: error instanceof Error && error.message ? error.message : t('feedback.failed'),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <FeedbackScreen
      content={content}
      onContentChange={(next) => {
        setContent(next);
        setMissing(false);
      }}
      attachments={attachments.props}
      missing={missing}
      onSubmit={() => void send()}
      submitting={sending}
      notice={notice}
      onRetry={() => void send()}
      onDismissNotice={() => setNotice(null)}
    />
  );
}
