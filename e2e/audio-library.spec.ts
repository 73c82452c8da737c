import { expect, test } from '@playwright/test';
import { SOUNDS, type LoopSound } from '../src/lib/audio/library/manifest';

const LOOPS = SOUNDS.filter((sound): sound is LoopSound => sound.kind === 'loop');

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
          let seamLevel = 0;
          let localMax = 0;
          const jumps: number[] = [];
          for (let channel = 0; channel < buffer.numberOfChannels; channel += 1) {
            const samples = buffer.getChannelData(channel);
            // what the listener hears at the seam: the loop's last sample, then its first
            seamJump = Math.max(seamJump, Math.abs((samples[loopStart] ?? 0) - (samples[loopEnd - 1] ?? 0)));
            for (let i = loopStart; i < loopEnd - 1; i += 1) {
              jumps.push(Math.abs((samples[i + 1] ?? 0) - (samples[i] ?? 0)));
            }
            // the level just before and after the seam (a gap would be silence on one side)
            let before = 0;
            let after = 0;
            for (let i = 1; i < 2400; i += 1) {
              const nearBefore = loopEnd - 1 - i;
              const nearAfter = loopStart + i;
              localMax = Math.max(
                localMax,
                Math.abs((samples[nearBefore + 1] ?? 0) - (samples[nearBefore] ?? 0)),
                Math.abs((samples[nearAfter] ?? 0) - (samples[nearAfter - 1] ?? 0)),
              );
            }
            for (let i = 0; i < 2400; i += 1) {
              before += (samples[loopEnd - 1 - i] ?? 0) ** 2;
              after += (samples[loopStart + i] ?? 0) ** 2;
            }
            seamLevel = Math.max(seamLevel, Math.min(before, after) / Math.max(before, after, 1e-12));
          }
          jumps.sort((a, b) => a - b);
          return {
            length: buffer.length,
            seamJump,
            p99: jumps[Math.floor(jumps.length * 0.99)] ?? 0,
            localMax,
            max: jumps.at(-1) ?? 0,
            seamLevel,
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
      // no click: the jump across the seam is of the file's own kind (at most twice its 99th
      // percentile jump) and does not stand out from the 50 ms around it
      const detail = JSON.stringify(result);
      expect(result.seamJump, detail).toBeLessThanOrEqual(2 * result.p99);
      expect(result.seamJump, detail).toBeLessThanOrEqual(1.5 * result.localMax);
      // no gap: the 50 ms on each side of the seam carry comparable energy
      expect(result.seamLevel, JSON.stringify(result)).toBeGreaterThan(0.05);
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
