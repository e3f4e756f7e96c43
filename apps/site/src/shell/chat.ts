import i18next from 'i18next';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { chatMachine, selectChatView, type ChatCallInput } from '@wl/flows';
import type { Permission } from '@wl/api';
import { api } from '../api';
import { session } from '../session/session';
import { usePermission } from '../boot/Boot';
import { wireLanguage } from '../language';

const providedChatMachine = chatMachine.provide({
  actors: {
    // spec §9: the header colour of where the chat was opened (the left bar's own), else the call's default
    loadChatUrl: fromPromise<string, ChatCallInput>(({ input }) =>
      api.chat.getChatUrl({
        title: i18next.t('chat.title', { ns: 'shell' }),
        language: wireLanguage(),
        headerColor: input.headerColor ?? undefined,
      }),
    ),
    loadUnreadCount: fromPromise(() => api.chat.getUnreadCount()),
  },
});

let chat: ActorRefFrom<typeof providedChatMachine> | null = null;

/**
 * The one chat of the page (spec §4 Chat window), shared by the left bar, the header and the window. It follows the
 * session: a login with CBS3 and a real account loads the chat URL and unread count; a logout closes it.
 */
export function chatActor(permission: Permission) {
  if (!chat) {
    const { token, isAgent } = session.view();
    chat = createActor(providedChatMachine, {
      input: { session: token ? { token, isAgent: isAgent ?? '' } : null, whitelabel: permission.whitelabel },
    }).start();
    session.on('session.started', (started) =>
      chat?.send({ type: 'session.login', session: { token: started.token, isAgent: started.isAgent } }),
    );
    session.on('session.ended', () => chat?.send({ type: 'session.logout' }));
  }
  return chat;
}

/** The page's chat and what its window shows. */
export function useChat() {
  const permission = usePermission();
  const actor = useMemo(() => chatActor(permission), [permission]);
  const view = useSelector(actor, selectChatView);
  return { actor, view };
}
