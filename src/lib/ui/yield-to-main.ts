/**
 * Resolves in a later task, so that work after it does not lengthen the task running now (a long task
 * holds back the visitor's taps). `scheduler.yield()` where the browser has it, else a message to self:
 * never a timer, which a background tab throttles to 1 s and a test's fake clock may hold still.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
