/**
 * Resolves in a new task of the main thread, so the browser can paint and answer input between two
 * long steps. A message to itself, not a timer: a timer in a background tab waits a second or more.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
