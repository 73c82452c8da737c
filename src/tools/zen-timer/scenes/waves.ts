/** Ocean Waves: layered swells rolling under a low sun (light) or the moon (dark). */
import {
  TAU,
  between,
  drawLayer,
  drawSprite,
  glowSprite,
  paintSky,
  type SceneRenderer,
} from './paint';

interface Swell {
  readonly amplitudes: readonly number[];
  readonly wavelengths: readonly number[];
  readonly speeds: readonly number[];
  readonly phases: readonly number[];
}

interface Sea {
  readonly swells: readonly Swell[];
  readonly glints: readonly { x: number; y: number; phase: number }[];
}

const LAYERS = 7;
/** The horizon, as a fraction of the height. */
const HORIZON = 0.5;

/** The waves scene. */
export const wavesScene: SceneRenderer<Sea> = {
  create: (random) => ({
    swells: Array.from({ length: LAYERS }, () => ({
      amplitudes: [between(random, 0.5, 1), between(random, 0.2, 0.5), between(random, 0.1, 0.25)],
      wavelengths: [
        between(random, 0.5, 0.9),
        between(random, 0.22, 0.38),
        between(random, 0.1, 0.16),
      ],
      speeds: [
        between(random, 0.05, 0.09),
        between(random, -0.06, 0.08),
        between(random, 0.1, 0.18),
      ],
      phases: [random() * TAU, random() * TAU, random() * TAU],
    })),
    glints: Array.from({ length: 40 }, () => ({
      x: between(random, -1, 1),
      y: random(),
      phase: random() * TAU,
    })),
  }),
  draw: ({ ctx, width, height, timeSec, theme }, sea, palette) => {
    const horizon = height * HORIZON;
    const unit = Math.min(width, height);
    const sunX = width * 0.68;
    const sunY = horizon - unit * (theme === 'dark' ? 0.22 : 0.12);
    drawLayer(ctx, `waves|${palette.sky.join()}`, width, height, (layer) => {
      // The sky's gradient ends at the horizon; below it the far sea's colour shows between swells.
      paintSky(layer, width, horizon, palette.sky);
      layer.fillStyle = palette.inks[0] ?? palette.accent;
      layer.fillRect(0, horizon, width, height - horizon);
      layer.globalAlpha = theme === 'dark' ? 0.5 : 0.85;
      drawSprite(layer, glowSprite(palette.accent, 64, 0.06), sunX, sunY, unit * 0.32);
      layer.globalAlpha = 1;
      layer.fillStyle = palette.accent;
      layer.beginPath();
      layer.arc(sunX, sunY, unit * 0.045, 0, TAU);
      layer.fill();
    });

    const [far, near, foam] = [palette.inks[0], palette.inks[1], palette.inks[2]];
    const step = Math.max(4, Math.round(width / 180));
    for (let layer = 0; layer < LAYERS; layer += 1) {
      const swell = sea.swells[layer];
      if (!swell) continue;
      const depth = (layer + 1) / LAYERS;
      const base = horizon + (height - horizon) * depth ** 1.6 * 0.92;
      const scale = unit * 0.012 * (0.3 + depth * 1.6);
      const crest = (x: number) => {
        let y = base;
        for (let k = 0; k < swell.amplitudes.length; k += 1) {
          const wavelength = (swell.wavelengths[k] ?? 1) * width * (0.5 + depth);
          y +=
            (swell.amplitudes[k] ?? 0) *
            scale *
            Math.sin(
              (TAU * x) / wavelength +
                (swell.speeds[k] ?? 0) * TAU * timeSec +
                (swell.phases[k] ?? 0),
            );
        }
        return y;
      };
      const gradient = ctx.createLinearGradient(0, base - scale * 2, 0, height);
      gradient.addColorStop(0, far ?? palette.accent);
      gradient.addColorStop(Math.min(1, 0.25 + depth * 0.5), near ?? palette.accent);
      ctx.fillStyle = gradient;
      ctx.beginPath();
      ctx.moveTo(0, height);
      for (let x = 0; x <= width + step; x += step) ctx.lineTo(x, crest(x));
      ctx.lineTo(width, height);
      ctx.closePath();
      ctx.fill();
      // A thin light along each crest.
      ctx.strokeStyle = foam ?? palette.accent;
      ctx.globalAlpha = 0.12 + depth * 0.28;
      ctx.lineWidth = 0.6 + depth * 1.2;
      ctx.beginPath();
      for (let x = 0; x <= width + step; x += step) {
        if (x === 0) ctx.moveTo(x, crest(x));
        else ctx.lineTo(x, crest(x));
      }
      ctx.stroke();
      ctx.globalAlpha = 1;
    }

    // The path of light on the water, shimmering slowly.
    ctx.fillStyle = palette.accent;
    for (const glint of sea.glints) {
      const y = horizon + (height - horizon) * (0.03 + 0.97 * glint.y ** 1.4);
      const spread = unit * (0.02 + glint.y * 0.1);
      const x = sunX + glint.x * spread;
      ctx.globalAlpha = 0.1 + 0.2 * (0.5 + 0.5 * Math.sin(TAU * 0.12 * timeSec + glint.phase));
      ctx.fillRect(x - spread * 0.25, y, spread * 0.5, 1 + glint.y);
    }
    ctx.globalAlpha = 1;
  },
};
