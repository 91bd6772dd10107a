import { fn } from 'storybook/test';

/**
 * Replaces navigator.clipboard.writeText with a mock for one story, so play functions can assert what was copied
 * without touching the real clipboard. Use as `beforeEach: stubClipboard(writeText)`; it restores the original.
 */
export function stubClipboard(writeText: (text: string) => Promise<void>) {
  return () => {
    const clipboard = navigator.clipboard;
    Object.defineProperty(clipboard, 'writeText', { value: writeText, configurable: true, writable: true });
    return () => {
      // The stub is an own property; deleting it uncovers the real method on Clipboard.prototype again.
      Reflect.deleteProperty(clipboard, 'writeText');
    };
  };
}

/** A clipboard write that succeeds and records the text. */
export function clipboardMock() {
  return fn(async (_text: string): Promise<void> => {});
}
