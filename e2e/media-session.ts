import type { Page } from '@playwright/test';

/** What the spy saw: the handlers the page set, and media elements started on a live stream. */
interface MediaSpy {
  handlers: Record<string, (() => void) | null>;
  streamPlays: number;
}

/**
 * Records the Media Session action handlers the page sets, and every media element that starts
 * playing a MediaStream (the engine's media output, which phones attach lock-screen controls to).
 */
export async function spyOnMediaSession(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spy: MediaSpy = { handlers: {}, streamPlays: 0 };
    (window as unknown as { mediaSpy: MediaSpy }).mediaSpy = spy;
    const set = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
    navigator.mediaSession.setActionHandler = (action, handler) => {
      spy.handlers[action] = handler as (() => void) | null;
      set(action, handler);
    };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (this.srcObject instanceof MediaStream) spy.streamPlays += 1;
      return play.call(this);
    };
  });
}

/** The Media Session as the lock screen sees it. */
export function readMediaSession(page: Page) {
  return page.evaluate(() => {
    const spy = (window as unknown as { mediaSpy: MediaSpy }).mediaSpy;
    return {
      title: navigator.mediaSession.metadata?.title ?? null,
      artist: navigator.mediaSession.metadata?.artist ?? null,
      hasArtwork: (navigator.mediaSession.metadata?.artwork.length ?? 0) > 0,
      playbackState: navigator.mediaSession.playbackState,
      actions: ['play', 'pause', 'stop'].filter(
        (action) => typeof spy.handlers[action] === 'function',
      ),
      streamPlays: spy.streamPlays,
    };
  });
}

/** Presses a lock-screen or headset button (calls the page's handler for `action`). */
export async function pressMediaAction(page: Page, action: 'play' | 'pause' | 'stop') {
  await page.evaluate((name) => {
    (window as unknown as { mediaSpy: MediaSpy }).mediaSpy.handlers[name]?.();
  }, action);
}
