/** One Server-Sent Events frame: its `event:` name (default "message") and its `data:` lines joined. */
export type EventFrame = { event: string; data: string };

/**
 * Opens a Server-Sent Events stream with fetch, as a Node client (tests, benchmarks), and hands
 * each frame to `onFrame`. Comment lines (heartbeats) are reported as `event: 'comment'`.
 * Resolves once the answer's headers are in; `close` ends the stream, `ended` resolves when it
 * ended, by either side.
 */
export async function openEventStream(
  url: string,
  options: { cookie?: string; onFrame: (frame: EventFrame) => void },
): Promise<{ status: number; contentType: string | null; close: () => void; ended: Promise<void> }> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(options.cookie ? { cookie: options.cookie } : {}) },
    signal: controller.signal,
  });
  let ended = Promise.resolve();
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    ended = (async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += decoder.decode(chunk.value, { stream: true }).replace(/\r\n/g, '\n');
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          if (lines.every((line) => line.startsWith(':'))) {
            options.onFrame({ event: 'comment', data: lines.map((line) => line.slice(1).trim()).join('\n') });
            continue;
          }
          const dataLines = lines.filter((line) => line.startsWith('data:'));
          // A frame without data (e.g. only `retry:`) dispatches no event (the SSE spec).
          if (dataLines.length === 0) continue;
          const event =
            lines
              .find((line) => line.startsWith('event:'))
              ?.slice(6)
              .trim() ?? 'message';
          options.onFrame({ event, data: dataLines.map((line) => line.slice(5).replace(/^ /, '')).join('\n') });
        }
      }
    })().catch(() => undefined);
  }
  return { status: res.status, contentType: res.headers.get('content-type'), close: () => controller.abort(), ended };
}
