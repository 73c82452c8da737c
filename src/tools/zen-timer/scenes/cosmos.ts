/** Cosmic Journey: drifting outward through a field of stars past slow nebulae. */
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

interface Star {
  readonly angle: number;
  readonly start: number;
  readonly speed: number;
  readonly size: number;
  readonly phase: number;
}

interface Nebula {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly ink: number;
  readonly drift: number;
  readonly phase: number;
}

interface Cosmos {
  readonly stars: readonly Star[];
  readonly nebulae: readonly Nebula[];
}

const STARS = 260;

/** The cosmos scene. */
export const cosmosScene: SceneRenderer<Cosmos> = {
  create: (random) => ({
    stars: Array.from({ length: STARS }, () => ({
      angle: random() * TAU,
      start: random(),
      speed: between(random, 0.006, 0.016),
      size: random() ** 3,
      phase: random() * TAU,
    })),
    nebulae: Array.from({ length: 5 }, (_, index) => ({
      x: between(random, 0.15, 0.85),
      y: between(random, 0.15, 0.85),
      radius: between(random, 0.35, 0.6),
      ink: 1 + (index % 2),
      drift: between(random, 0.01, 0.025),
      phase: random() * TAU,
    })),
  }),
  draw: ({ ctx, width, height, timeSec, theme }, cosmos, palette) => {
    const unit = Math.max(width, height);
    drawLayer(ctx, `cosmos|${palette.sky.join()}`, width, height, (layer) => {
      paintSky(layer, width, height, palette.sky);
      layer.globalAlpha = theme === 'dark' ? 0.25 : 0.35;
      drawSprite(layer, glowSprite(palette.accent, 64, 0.02), width / 2, height / 2, unit * 0.2);
      layer.globalAlpha = 1;
    });
    ctx.globalCompositeOperation = palette.blend;
    for (const nebula of cosmos.nebulae) {
      const x = (nebula.x + 0.05 * Math.sin(TAU * nebula.drift * timeSec + nebula.phase)) * width;
      const y = (nebula.y + 0.05 * Math.cos(TAU * nebula.drift * timeSec + nebula.phase)) * height;
      ctx.globalAlpha = theme === 'dark' ? 0.42 : 0.5;
      const ink = palette.inks[nebula.ink] ?? palette.accent;
      drawSprite(ctx, glowSprite(ink, 96, 0.02), x, y, nebula.radius * unit * 0.6);
    }

    const cx = width / 2;
    const cy = height / 2;
    const reach = Math.hypot(cx, cy);
    const starInk = palette.inks[0] ?? palette.accent;
    ctx.fillStyle = starInk;
    for (const star of cosmos.stars) {
      // Stars move outward from the centre, faster as they come nearer: a slow journey forward.
      const travel = frac(star.start + star.speed * timeSec);
      const distance = travel ** 2 * reach * 1.05;
      const x = cx + Math.cos(star.angle) * distance;
      const y = cy + Math.sin(star.angle) * distance;
      const radius = (0.5 + star.size * 1.6) * (0.4 + travel * 1.1);
      const twinkle = 0.85 + 0.15 * Math.sin(TAU * 0.15 * timeSec + star.phase);
      ctx.globalAlpha = Math.min(1, travel * 4) * twinkle * (theme === 'dark' ? 0.95 : 0.7);
      ctx.beginPath();
      ctx.arc(x, y, radius, 0, TAU);
      ctx.fill();
    }
    ctx.globalCompositeOperation = 'source-over';
    ctx.globalAlpha = 1;
  },
};
