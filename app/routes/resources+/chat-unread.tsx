import { chatReadAction, chatUnreadLoader } from '~/features/chat/chat-unread.server';
import { routeHandle } from '~/request/route-gates';

/** The chat room's unread count (the footer badge) and the open room's read mark. */
export const handle = routeHandle({ gate: { needs: [{ feature: 'chatRoom' }, { platform: 'chat' }], access: 'public' }, messages: ['chat'] });
export const loader = chatUnreadLoader;
export const action = chatReadAction;
