/**
 * The loading screen over the tiles (docs/tools/sound-mixer.md#behaviour, #errors): every file fetched once with real progress; a
 * failure warns and counts as loaded. Progress lives here, so only this overlay re-renders while the
 * files stream in (re-rendering all 14 tiles per chunk cost a phone ~250 ms of blocked main thread).
 */
import { useEffect, useState } from 'react';
import { yieldToMain } from '../../../lib/ui/yield-to-main';
import { prefetchSound, progressPercent } from '../loader';
import type { Untimed } from '../../../lib/session/use-session';
import type { Event } from '../machine';
import { MIXER_SOUNDS } from '../sounds';

/** Fetches every sound and shows the progress until the machine hears 'loaded'. */
export function SoundLoading({ post }: { post: (event: Untimed<Event>) => void }) {
  const [fractions, setFractions] = useState<readonly number[]>(() => MIXER_SOUNDS.map(() => 0));

  useEffect(() => {
    let isCancelled = false;
    void Promise.all(
      MIXER_SOUNDS.map(async (sound, index) => {
        // why: the 14 fetches started together were ~25 ms of a phone's main thread in the task that
        // ends hydration; each starts in a task of its own
        await yieldToMain();
        if (isCancelled) return;
        const isOk = await prefetchSound(sound.id, sound.entry.sources, (fraction) => {
          if (isCancelled) return;
          setFractions((previous) => previous.map((value, i) => (i === index ? fraction : value)));
        });
        if (!isOk && !isCancelled) post({ type: 'fetchFailed', id: sound.id });
      }),
    ).then(() => {
      if (!isCancelled) post({ type: 'loaded' });
    });
    return () => {
      isCancelled = true;
    };
  }, [post]);

  const percent = progressPercent(fractions, MIXER_SOUNDS.length);
  return (
    <div className="absolute inset-0 z-10 flex justify-center rounded-card bg-bg/70 pt-10 backdrop-blur-[1px]">
      <div
        className="h-fit w-64 rounded-card border border-line bg-surface p-5 text-center shadow-soft"
        data-testid="loading"
      >
        <p className="font-medium">
          {/* a fixed-width number: the centred line keeps its width as 9% becomes 10% (no shift) */}
          Loading sounds…{' '}
          <span className="inline-block w-[4ch] text-left tabular-nums">{`${percent}%`}</span>
        </p>
        <div
          role="progressbar"
          aria-label="Loading sounds"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-3 h-1.5 overflow-hidden rounded-full bg-line"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </div>
  );
}
