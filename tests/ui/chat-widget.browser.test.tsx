import { afterEach, describe, expect, it } from 'vitest';
import { createChatWidget } from '../../apps/console/src/chat-widget';

const user = { id: 7, email: 'jane@example.com', name: 'Jane Cooper', userHash: 'abc', appId: null };

afterEach(() => {
  delete window.Intercom;
  for (const script of document.querySelectorAll('script[src*="intercom"]')) script.remove();
});

describe('chat widget adapter', () => {
  it('does nothing at all without an app id', () => {
    const chat = createChatWidget(undefined);
    chat.boot(user);
    chat.restart();
    expect(window.Intercom).toBeUndefined();
    expect(document.querySelector('script[src*="intercom"]')).toBeNull();
  });

  it('boots the messenger for the user with the configured app id, or the one the server sent', () => {
    createChatWidget(undefined).boot({ ...user, appId: 'server-app' });
    expect(document.querySelector<HTMLScriptElement>('script[src*="intercom"]')?.src).toBe(
      'https://widget.intercom.io/widget/server-app',
    );
    expect(window.Intercom?.q).toEqual([
      [
        'boot',
        {
          app_id: 'server-app',
          user_id: '7',
          email: 'jane@example.com',
          name: 'Jane Cooper',
          user_hash: 'abc',
        },
      ],
    ]);
  });

  it('restarts anonymously on logout, so the next person sees nothing of the conversation', () => {
    const chat = createChatWidget('configured-app');
    chat.boot(user);
    chat.restart();
    expect(window.Intercom?.q?.slice(1)).toEqual([['shutdown'], ['boot', { app_id: 'configured-app' }]]);
  });
});
