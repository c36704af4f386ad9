import type { ScreenEntry } from '../../engine/react';

// The chat page of small screens (/chat-bot): loads with its route, never in the first page load.
export const chatScreens: readonly ScreenEntry[] = [{ key: 'chat-bot', load: () => import('./ChatBotScreen') }];
