/** Floating Particles (docs/tools/zen-timer.md#data, #constants: 150 particles): soft motes rising and swaying. */
import { PARTICLE_COUNT } from './catalog';
import {
  TAU,
  between,
  drawLayer,
  drawSprite,
  frac,
  glowSprite,
  paintSky,
  type SceneRenderer,
} from './paint';

interface Mote {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** Rise per second, in heights. */
  readonly rise: number;
  /** Sway amplitude (widths) and frequency (Hz). */
  readonly sway: number;
  readonly swayHz: number;
  readonly phase: number;
  readonly ink: number;
  readonly alpha: number;
}

/** The particles scene. */
export const particlesScene: SceneRenderer<readonly Mote[]> = {
  create: (random) =>
    Array.from({ length: PARTICLE_COUNT }, () => {
      const size = random() ** 2.2;
      return {
        x: random(),
        y: random(),
        size,
        // why: bigger motes are nearer, so they rise a little faster
        rise: between(random, 0.008, 0.018) * (1 + size),
        sway: between(random, 0.004, 0.016),
        swayHz: between(random, 0.03, 0.09),
        phase: random() * TAU,
        ink: Math.floor(random() * 3),
        alpha: between(random, 0.35, 0.85),
      };
    }),
  draw: ({ ctx, width, height, timeSec, theme }, motes, palette) => {
    const unit = Math.min(width, height);
    drawLayer(ctx, `particles|${palette.sky.join()}`, width, height, (layer) => {
      paintSky(layer, width, height, palette.sky);
      // A broad, faint light low in the scene.
      layer.globalAlpha = theme === 'dark' ? 0.35 : 0.6;
      drawSprite(layer, glowSprite(palette.accent, 64, 0.05), width / 2, height * 0.85, unit * 0.9);
      layer.globalAlpha = 1;
    });
    ctx.globalCompositeOperation = palette.blend;
    for (const mote of motes) {
      const radius = unit * (0.004 + mote.size * 0.016);
      const y = frac(mote.y - mote.rise * timeSec) * (height + radius * 8) - radius * 4;
      const x = (mote.x + mote.sway * Math.sin(TAU * mote.swayHz * timeSec + mote.phase)) * width;
      // A slow shimmer (periods of 10 s and more): never a flash.
      const shimmer = 0.8 + 0.2 * Math.sin(TAU * mote.swayHz * 0.7 * timeSec + mote.phase * 2);
      ctx.globalAlpha = mote.alpha * shimmer;
      const ink = palette.inks[mote.ink % palette.inks.length] ?? palette.accent;
      // On dark a mote is a point of light with a halo; on light, a soft out-of-focus disc.
      if (theme === 'dark') drawSprite(ctx, glowSprite(ink, radius * 3, 0.18), x, y, radius * 3);
      else {
        ctx.globalAlpha *= 0.75;
        drawSprite(ctx, glowSprite(ink, radius * 3.5, 0.32), x, y, radius * 3.5);
      }
    }
    ctx.globalCompositeOperation = 'source-over';
    ctx.globalAlpha = 1;
  },
};
