import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { UPLOAD_FORM_FAILED_KEY, uploadFormMachine, type UploadFormRequest } from '@wl/flows';
import { FeedbackPage as FeedbackScreen, type FeedbackNotice } from '@wl/ui';
import { api } from '../../../api';
import { useNewOutcome } from '../useNewOutcome';
import { useImageAttachments } from './useImageAttachments';

const siteFeedbackMachine = uploadFormMachine.provide({
  actors: {
    send: fromPromise<unknown, UploadFormRequest>(({ input }) =>
      api.system.submitFeedback({ content: input.text, images: [...input.images] }),
    ),
  },
});

/**
 * feedback (spec §2/§5): the text (at most 140 characters) and up to 3 images, each checked before it is attached;
 * the upload flow decides whether to send. A failure keeps everything and offers a retry; a success empties the form.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('rewards');
  const [content, setContent] = useState('');
  const attachments = useImageAttachments();
  const [snapshot, send, actor] = useMachine(siteFeedbackMachine, { input: { textRequired: true } });
  useNewOutcome(actor, (outcome) => {
    if (!outcome) return;
    setContent('');
    attachments.clear();
  });

  const { problems, error, outcome } = snapshot.context;
  let notice: FeedbackNotice | null = null;
  if (error !== null) notice = { kind: 'failed', message: error === UPLOAD_FORM_FAILED_KEY ? t(error) : error };
  else if (outcome) notice = { kind: 'sent' };
  const submit = () => send({ type: 'user.submit', text: content, images: attachments.files });

  return (
    <FeedbackScreen
      content={content}
      onContentChange={(next) => {
        setContent(next);
        send({ type: 'field.change', field: 'text' });
      }}
      attachments={attachments.props}
      missing={problems.text?.kind === 'missing'}
      onSubmit={submit}
      submitting={snapshot.matches('sending')}
      notice={notice}
      onRetry={submit}
      onDismissNotice={() => send({ type: 'user.dismiss' })}
    />
  );
}
