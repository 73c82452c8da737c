import { expect, test } from '@playwright/test';
import { SOUNDS, type LoopSound, type SoundEntry } from '../src/lib/audio/library/manifest';
import { loopBounds } from '../src/lib/audio/library/playback';
import { MIXER_DECODE_RATE_HZ } from '../src/tools/sound-mixer/sounds';
import { blendLoopSeam, SEAM_BLEND_SEC } from '../src/lib/audio/loop-seam';
import { GAP_PEAK, measureSeam, seamScore, type SeamMeasure } from '../src/lib/audio/library/seam';

const ENTRIES: readonly SoundEntry[] = SOUNDS;
const LOOPS = ENTRIES.filter((sound): sound is LoopSound => sound.kind === 'loop');

test.describe('audio library in the browser', () => {
  for (const sound of LOOPS) {
    for (const format of ['webm', 'm4a'] as const) {
      test(`the ${sound.id} loop (${format}) is seamless: no gap or click at its seam`, async ({
        page,
      }) => {
        await page.goto('/credits');
        const { loopStartSec, loopEndSec } = loopBounds(sound);
        // the file's own rate, and the lower rate the sound mixer decodes at to bound memory
        for (const rate of [sound.sampleRate, MIXER_DECODE_RATE_HZ]) {
          // the manifest's loop bounds on whole frames of the decoded buffer, as the engine loops
          const loopStart = Math.round(loopStartSec * rate);
          const loopEnd = Math.round(loopEndSec * rate);
          const fade = Math.round(SEAM_BLEND_SEC * rate);
          // the browser's own decode, with the seam blended as the engine does before it plays
          const result = (await page.evaluate(`(async () => {
            const measureSeam = ${measureSeam.toString()};
            const blendLoopSeam = ${blendLoopSeam.toString()};
            const data = await (await fetch(${JSON.stringify(sound.sources[format])})).arrayBuffer();
            const buffer = await new OfflineAudioContext(1, 1, ${rate}).decodeAudioData(data);
            const channels = [];
            for (let c = 0; c < buffer.numberOfChannels; c += 1) channels.push(buffer.getChannelData(c));
            const raw = measureSeam(channels, ${loopStart}, ${loopEnd}, ${rate});
            blendLoopSeam(channels, ${loopStart}, ${loopEnd}, ${fade});
            return {
              length: buffer.length,
              raw,
              ...measureSeam(channels, ${loopStart}, ${loopEnd}, ${rate}),
            };
          })()`)) as SeamMeasure & { length: number; raw: SeamMeasure };
          const detail = JSON.stringify({
            rate,
            ...result,
            score: seamScore(result),
            rawScore: seamScore(result.raw),
          });
          // the file holds the loop plus the padding after it that the engine blends the seam with
          expect(result.length, detail).toBeGreaterThanOrEqual(loopEnd + fade);
          // no click: the seam's jump is of the file's own kind and does not stand out from its neighbours
          expect(seamScore(result), detail).toBeLessThanOrEqual(1);
          // no gap: neither side of the seam is digital silence (10 ms peak above -80 dBFS)
          expect(result.quietest, detail).toBeGreaterThan(GAP_PEAK);
        }
      });
    }
  }

  test('every shipped sound file is served and credited on the credits page', async ({
    page,
    request,
  }) => {
    await page.goto('/credits');
    const credits = page.getByRole('region', { name: 'Sound credits' });
    for (const sound of SOUNDS) {
      for (const url of [sound.sources.webm, sound.sources.m4a]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect((await response.body()).byteLength, url).toBeGreaterThan(1000);
      }
      await expect(credits.getByText(sound.credit.source, { exact: false }).first()).toBeVisible();
    }
  });
});
