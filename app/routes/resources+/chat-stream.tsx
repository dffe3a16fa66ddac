import { chatStreamLoader } from '~/features/chat/chat-stream.server';
import { routeHandle } from '~/request/route-gates';

/** The chat room's live changes as server-sent events (decision 024). */
export const handle = routeHandle({ gate: { needs: [{ feature: 'chatRoom' }, { platform: 'chat' }], access: 'public' }, messages: ['chat'] });
export const loader = chatStreamLoader;
