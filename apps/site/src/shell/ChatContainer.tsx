// The chat window (spec §4 Chat window), in the frame's corner (FrameEnd).
import { useEffect } from 'react';
import { ChatWindow } from '@wl/ui';
import { overlays } from '../overlays/overlays';
import { translateMessage } from '../errors';
import { allowedUrl } from '../urlPolicy';
import { useChat } from './chat';

/** The chat window (spec §4), driven by the chat machine; its warnings go through the account popups. */
export function ChatContainer() {
  const { actor, view } = useChat();
  useEffect(() => {
    const login = actor.on('chat.loginRequired', () => overlays.openLogin());
    const trial = actor.on('chat.trialWarning', () => overlays.open({ kind: 'needTrueAccount' }));
    return () => {
      login.unsubscribe();
      trial.unsubscribe();
    };
  }, [actor]);
  if (!view.available) return null;
  const chatUrl = allowedUrl(view.chatUrl, 'chat window');
  // an address the URL policy refuses is not embedded: the window says the chat could not be opened
  const refused = view.status === 'ready' && !chatUrl;
  return (
    <ChatWindow
      open={view.open}
      enlarged={view.enlarged}
      status={refused ? 'failed' : view.status}
      chatUrl={chatUrl}
      unreadCount={view.unreadCount}
      errorMessage={translateMessage(view.error)}
      onToggle={() => actor.send({ type: 'chat.toggle' })}
      onEnlarge={() => actor.send({ type: 'chat.enlarge' })}
      onShrink={() => actor.send({ type: 'chat.shrink' })}
      onHide={() => actor.send({ type: 'chat.hide' })}
      onRetry={() => actor.send({ type: 'chat.retry' })}
    />
  );
}
