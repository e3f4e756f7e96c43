import { lazy, Suspense } from 'react';
import { useUnreadMessages } from '../account/messages';
import { withNamespaces } from '../i18n';
import { overlays } from '../overlays/overlays';

// Its words are in the later-loaded 'messages' namespace: it comes with them, and only once a message is unread.
const MessageBadge = lazy(withNamespaces(() => import('./lazy/MessageBadge'), ['messages']));

/** The header's unread platform messages (spec §2 messageV2); opens the member centre's messages page. */
export function MessagesBadge() {
  const count = useUnreadMessages();
  if (count === 0) return null;
  return (
    <Suspense fallback={null}>
      <MessageBadge count={count} onOpen={() => overlays.open({ kind: 'memberCentre', page: 'messageV2' })} />
    </Suspense>
  );
}
