/** How much of a text or JSON result the assembly page reads to show it inline. */
export const RESULT_TEXT_PREVIEW_BYTES = 64 * 1024;

export interface ResultText {
  text: string;
  /** Whether the file goes on past what was read. */
  truncated: boolean;
}

/**
 * The start of a text result, at most `maxBytes` of it: the stream is cancelled there, so a large file is never
 * downloaded whole. A result URL is the service's storage, not its API, so no cookie goes with it.
 */
export async function readResultText(
  url: string,
  { maxBytes = RESULT_TEXT_PREVIEW_BYTES, signal }: { maxBytes?: number; signal?: AbortSignal } = {},
): Promise<ResultText> {
  const response = await fetch(url, { credentials: 'omit', signal });
  if (!response.ok) throw new Error(`The file answered ${response.status}`);
  if (!response.body) return { text: '', truncated: false };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode(), truncated: false };
    const room = maxBytes - read;
    if (value.byteLength > room) {
      // A character cut at the limit is dropped rather than shown as a replacement sign.
      text += decoder.decode(value.subarray(0, room), { stream: true });
      await reader.cancel();
      return { text, truncated: true };
    }
    read += value.byteLength;
    text += decoder.decode(value, { stream: true });
  }
}
