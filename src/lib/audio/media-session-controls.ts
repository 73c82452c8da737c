/**
 * The platform half of `useMediaSession` (media-session.ts): the metadata and action handlers the lock
 * screen and a headset read. Loaded the first time a tool has sound to control.
 */

/** What the visitor can do from the lock screen or a headset. */
export interface MediaActions {
  readonly play: () => void;
  readonly pause: () => void;
  readonly stop: () => void;
}

/** Artwork offered to the platform (the app icons). */
export const MEDIA_ARTWORK = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
] as const;

function getMediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : null;
}

function setHandler(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
): void {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // why: a browser that does not know an action throws; the others still work
  }
}

/** Shows `title` with Stillwell's artwork and `actions`; returns what clears them again. */
export function showMediaControls(title: string, actions: MediaActions): () => void {
  const session = getMediaSession();
  if (!session) return () => undefined;
  if (typeof MediaMetadata !== 'undefined') {
    session.metadata = new MediaMetadata({
      title,
      artist: 'Stillwell',
      album: 'Stillwell',
      artwork: MEDIA_ARTWORK.map((art) => ({ ...art })),
    });
  }
  setHandler(session, 'play', actions.play);
  setHandler(session, 'pause', actions.pause);
  setHandler(session, 'stop', actions.stop);
  return () => {
    session.metadata = null;
    session.playbackState = 'none';
    for (const action of ['play', 'pause', 'stop'] as const) setHandler(session, action, null);
  };
}

/** Tells the platform whether the sound is playing or paused. */
export function setMediaPlaying(isPlaying: boolean): void {
  const session = getMediaSession();
  if (session) session.playbackState = isPlaying ? 'playing' : 'paused';
}
