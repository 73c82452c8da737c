/**
 * Lock-screen and headset controls for the sound tools (Media Session API): while a tool's sound is
 * under way, the platform shows its title and Stillwell's artwork with play/pause, and a headset button
 * pauses it. The audio engine plays sound tools through a media element (preferMediaOutput), which is
 * what phones attach these controls to.
 */
import { useEffect, useEffectEvent } from 'react';

/** What the controls show and do. */
export interface MediaSessionOptions {
  /** There is something to control (a session or sound under way, playing or paused). */
  readonly isActive: boolean;
  /** It is playing now. */
  readonly isPlaying: boolean;
  /** The title shown, e.g. 'Rain Meditation'. */
  readonly title: string;
  readonly onPlay: () => void;
  readonly onPause: () => void;
  /** Stop, where the tool has one (ends or resets the session). */
  readonly onStop?: () => void;
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

/** Sets the Media Session while `isActive`, and clears it after. */
export function useMediaSession(options: MediaSessionOptions): void {
  const { isActive, isPlaying, title } = options;
  const play = useEffectEvent(() => options.onPlay());
  const pause = useEffectEvent(() => options.onPause());
  const stop = useEffectEvent(() => (options.onStop ?? options.onPause)());

  useEffect(() => {
    const session = getMediaSession();
    if (!session || !isActive) return undefined;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title,
        artist: 'Stillwell',
        album: 'Stillwell',
        artwork: MEDIA_ARTWORK.map((art) => ({ ...art })),
      });
    }
    setHandler(session, 'play', () => play());
    setHandler(session, 'pause', () => pause());
    setHandler(session, 'stop', () => stop());
    return () => {
      session.metadata = null;
      session.playbackState = 'none';
      for (const action of ['play', 'pause', 'stop'] as const) setHandler(session, action, null);
    };
  }, [isActive, title]);

  useEffect(() => {
    const session = getMediaSession();
    if (session && isActive) session.playbackState = isPlaying ? 'playing' : 'paused';
  }, [isActive, isPlaying]);
}
