import { expect, test } from '@playwright/test';
import { SOUNDS, type LoopSound, type SoundEntry } from '../src/lib/audio/library/manifest';

const ENTRIES: readonly SoundEntry[] = SOUNDS;
const LOOPS = ENTRIES.filter((sound): sound is LoopSound => sound.kind === 'loop');

test.describe('audio library in the browser', () => {
  for (const sound of LOOPS) {
    test(`the ${sound.id} loop is seamless: no gap or click at its seam`, async ({ page }) => {
      await page.goto('/credits');
      const result = await page.evaluate(
        async ({ url, loopStart, loopSamples, rate }) => {
          const data = await (await fetch(url)).arrayBuffer();
          const buffer = await new OfflineAudioContext(1, 1, rate).decodeAudioData(data);
          const loopEnd = loopStart + loopSamples;
          let seamJump = 0;
          let localMax = 0;
          let natural = 0;
          let quietest = 1;
          const jumps = new Float32Array(loopSamples * buffer.numberOfChannels);
          let count = 0;
          for (let channel = 0; channel < buffer.numberOfChannels; channel += 1) {
            const samples = buffer.getChannelData(channel);
            // what the listener hears at the seam: the loop's last sample, then its first
            seamJump = Math.max(
              seamJump,
              Math.abs((samples[loopStart] ?? 0) - (samples[loopEnd - 1] ?? 0)),
            );
            for (let i = loopStart; i < loopEnd - 1; i += 1) {
              jumps[count++] = Math.abs((samples[i + 1] ?? 0) - (samples[i] ?? 0));
            }
            // the same boundary inside the file, where the padding continues the loop's end
            natural = Math.max(
              natural,
              Math.abs((samples[loopEnd] ?? 0) - (samples[loopEnd - 1] ?? 0)),
              Math.abs((samples[loopStart] ?? 0) - (samples[loopStart - 1] ?? 0)),
            );
            let peakBefore = 0;
            let peakAfter = 0;
            for (let i = 0; i < 480; i += 1) {
              peakBefore = Math.max(peakBefore, Math.abs(samples[loopEnd - 1 - i] ?? 0));
              peakAfter = Math.max(peakAfter, Math.abs(samples[loopStart + i] ?? 0));
            }
            quietest = Math.min(quietest, peakBefore, peakAfter);
            for (let i = 1; i < 2400; i += 1) {
              const nearBefore = loopEnd - 1 - i;
              const nearAfter = loopStart + i;
              localMax = Math.max(
                localMax,
                natural,
                quietest,
                Math.abs((samples[nearBefore + 1] ?? 0) - (samples[nearBefore] ?? 0)),
                Math.abs((samples[nearAfter] ?? 0) - (samples[nearAfter - 1] ?? 0)),
              );
            }
          }
          const sorted = jumps.subarray(0, count).sort();
          return {
            length: buffer.length,
            seamJump,
            p99: sorted[Math.floor(count * 0.99)] ?? 0,
            localMax,
            natural,
            quietest,
            max: sorted[count - 1] ?? 0,
          };
        },
        {
          url: sound.sources.webm,
          loopStart: sound.loopStartSample,
          loopSamples: sound.loopSamples,
          rate: sound.sampleRate,
        },
      );
      // the file holds the loop plus its padding on both sides
      expect(result.length).toBeGreaterThanOrEqual(sound.loopStartSample + sound.loopSamples);
      // no click: the jump across the seam is of the file's own kind (within 3x its 99th-percentile
      // sample-to-sample jump) and does not stand out from the jumps in the 50 ms around it
      const detail = JSON.stringify(result);
      expect(result.seamJump, detail).toBeLessThanOrEqual(3 * result.p99);
      expect(result.seamJump, detail).toBeLessThanOrEqual(1.5 * result.localMax);
      // no gap: neither side of the seam is digital silence (10 ms peak above -80 dBFS)
      expect(result.quietest, detail).toBeGreaterThan(1e-4);
    });
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
