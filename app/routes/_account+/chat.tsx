import type { ShouldRevalidateFunction } from '@remix-run/react';
import { ChatPage } from '~/features/chat/chat-page';
import { chatAction, chatLoader } from '~/features/chat/chat.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** The chat room (CBS3): signed-in players only; the footer's chat toggle leads here. */
export const handle = routeHandle({
  gate: { needs: [{ feature: 'chatRoom' }, { platform: 'chat' }], access: 'signIn' },
  messages: ['chat', 'forgot', 'password', 'register', 'rg', 'verify'],
});
export const loader = chatLoader;
export const action = chatAction;
export const meta = pageMeta;
// A refused post keeps the room as it is (the live stream already has it); a sent one reloads it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'ok' in actionResult && actionResult.ok === false ? false : defaultShouldRevalidate;
export default ChatPage;
