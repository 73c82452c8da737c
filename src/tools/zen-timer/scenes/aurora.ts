/** Northern Lights: curtains of light swaying over dark hills. */
import { TAU, between, drawLayer, paintSky, withAlpha, type SceneRenderer } from './paint';

interface Ribbon {
  readonly base: number;
  readonly height: number;
  readonly amplitudes: readonly number[];
  readonly wavelengths: readonly number[];
  readonly speeds: readonly number[];
  readonly phases: readonly number[];
  readonly ink: number;
}

interface Aurora {
  /** Names this field's cached layers (its stars and hills are its own). */
  readonly key: number;
  readonly ribbons: readonly Ribbon[];
  readonly stars: readonly { x: number; y: number; size: number }[];
  readonly ridges: readonly (readonly number[])[];
}

const RIDGE_POINTS = 24;

/** The aurora scene. */
export const auroraScene: SceneRenderer<Aurora> = {
  create: (random) => ({
    key: random(),
    ribbons: Array.from({ length: 3 }, (_, index) => ({
      base: between(random, 0.34, 0.48) + index * 0.04,
      height: between(random, 0.22, 0.34),
      amplitudes: [
        between(random, 0.05, 0.09),
        between(random, 0.015, 0.035),
        between(random, 0.005, 0.012),
      ],
      wavelengths: [
        between(random, 0.9, 1.5),
        between(random, 0.35, 0.55),
        between(random, 0.12, 0.2),
      ],
      speeds: [
        between(random, 0.008, 0.02),
        -between(random, 0.012, 0.03),
        between(random, 0.03, 0.06),
      ],
      phases: [random() * TAU, random() * TAU, random() * TAU],
      ink: index,
    })),
    stars: Array.from({ length: 110 }, () => ({
      x: random(),
      y: random() ** 1.5 * 0.7,
      size: random() ** 3,
    })),
    ridges: [0, 1].map((layer) =>
      Array.from({ length: RIDGE_POINTS + 1 }, () => between(random, 0.05, 0.13) - layer * 0.04),
    ),
  }),
  draw: ({ ctx, width, height, timeSec, theme }, aurora, palette) => {
    drawLayer(ctx, `aurora-sky|${aurora.key}|${palette.sky.join()}`, width, height, (layer) => {
      paintSky(layer, width, height, palette.sky);
      if (theme !== 'dark') return;
      layer.fillStyle = palette.inks[2] ?? palette.accent;
      for (const star of aurora.stars) {
        layer.globalAlpha = 0.25 + star.size * 0.5;
        layer.fillRect(star.x * width, star.y * height, 1 + star.size, 1 + star.size);
      }
      layer.globalAlpha = 1;
    });
    ctx.globalCompositeOperation = palette.blend;
    const step = Math.max(4, Math.round(width / 240));
    const isDark = theme === 'dark';
    for (const ribbon of aurora.ribbons) {
      const ink = palette.inks[ribbon.ink] ?? palette.accent;
      const points: number[] = [];
      for (let x = 0; x <= width + step; x += step) {
        const u = x / width;
        let y = ribbon.base;
        for (let k = 0; k < ribbon.amplitudes.length; k += 1) {
          y +=
            (ribbon.amplitudes[k] ?? 0) *
            Math.sin(
              (TAU * u) / (ribbon.wavelengths[k] ?? 1) +
                TAU * (ribbon.speeds[k] ?? 0) * timeSec +
                (ribbon.phases[k] ?? 0),
            );
        }
        points.push(y * height);
      }
      const curtain = ribbon.height * height;
      const swing = (ribbon.amplitudes[0] ?? 0) * height;
      const base = ribbon.base * height;
      // The curtain: brightest along its lower edge, fading upward into the sky. The shape runs up
      // to the top of the scene, so the fade is its only upper edge.
      const gradient = ctx.createLinearGradient(0, base - curtain - swing, 0, base + swing);
      gradient.addColorStop(0, withAlpha(ink, 0));
      gradient.addColorStop(0.55, withAlpha(ink, isDark ? 0.16 : 0.14));
      gradient.addColorStop(0.85, withAlpha(ink, isDark ? 0.42 : 0.3));
      gradient.addColorStop(1, withAlpha(ink, isDark ? 0.62 : 0.42));
      ctx.fillStyle = gradient;
      ctx.globalAlpha = 1;
      ctx.beginPath();
      ctx.moveTo(0, 0);
      points.forEach((y, index) => ctx.lineTo(index * step, y));
      ctx.lineTo(width + step, 0);
      ctx.closePath();
      ctx.fill();
      // A soft glow along the lower edge.
      ctx.strokeStyle = ink;
      ctx.lineJoin = 'round';
      for (const [lineWidth, alpha] of [
        [height * 0.03, isDark ? 0.08 : 0.06],
        [height * 0.008, isDark ? 0.22 : 0.14],
      ] as const) {
        ctx.lineWidth = lineWidth;
        ctx.globalAlpha = alpha;
        ctx.beginPath();
        points.forEach((y, index) => {
          if (index === 0) ctx.moveTo(0, y);
          else ctx.lineTo(index * step, y);
        });
        ctx.stroke();
      }
      // Rays: faint vertical folds whose brightness drifts slowly along the curtain (on the night
      // sky only: on a pale sky they read as stripes).
      if (!isDark) continue;
      ctx.lineWidth = step * 0.9;
      ctx.lineCap = 'round';
      for (let bucket = 0; bucket < 3; bucket += 1) {
        ctx.globalAlpha = 0.04 * (bucket + 1);
        ctx.beginPath();
        points.forEach((y, index) => {
          if (index % 3 !== 0) return;
          const u = (index * step) / width;
          const level = 0.5 + 0.5 * Math.sin(TAU * (u * 5 + 0.02 * timeSec) + ribbon.ink * 2);
          if (Math.min(2, Math.floor(level * 3)) !== bucket) return;
          ctx.moveTo(index * step, y - curtain * (0.3 + 0.6 * level));
          ctx.lineTo(index * step, y);
        });
        ctx.stroke();
      }
    }
    ctx.globalCompositeOperation = 'source-over';
    ctx.globalAlpha = 1;
    // Two layers of hills under the sky, the far one paler, drawn as smooth curves (a cached,
    // transparent layer over the lights).
    drawLayer(ctx, `aurora-hills|${aurora.key}|${palette.accent}`, width, height, (layer) => {
      aurora.ridges.forEach((ridge, index) => {
        const lift = index === 0 ? 0.07 : 0;
        layer.globalAlpha = index === 0 ? (isDark ? 0.6 : 0.35) : isDark ? 1 : 0.75;
        layer.fillStyle = palette.accent;
        layer.beginPath();
        layer.moveTo(0, height);
        const at = (point: number) => height * (1 - (ridge[point] ?? 0.1) - lift);
        layer.lineTo(0, at(0));
        for (let point = 0; point < RIDGE_POINTS; point += 1) {
          const x0 = (point / RIDGE_POINTS) * width;
          const x1 = ((point + 1) / RIDGE_POINTS) * width;
          layer.quadraticCurveTo(x0, at(point), (x0 + x1) / 2, (at(point) + at(point + 1)) / 2);
        }
        layer.lineTo(width, at(RIDGE_POINTS));
        layer.lineTo(width, height);
        layer.closePath();
        layer.fill();
      });
    });
    ctx.globalAlpha = 1;
  },
};
