/** Sacred Geometry: a flower of life within turning rings of petals, breathing slowly. */
import { TAU, between, drawLayer, drawSprite, glowSprite, type SceneRenderer } from './paint';

interface Mandala {
  readonly petals: number;
  /** Turn speeds of the rings, rad/s (alternating directions). */
  readonly spins: readonly number[];
  readonly tilt: number;
}

/** One breath of the mandala, s: it grows and settles by 3%. */
const BREATH_SEC = 10;

function circle(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.moveTo(x + r, y);
  ctx.arc(x, y, r, 0, TAU);
}

/** The mandala scene. */
export const mandalaScene: SceneRenderer<Mandala> = {
  create: (random) => ({
    petals: random() < 0.5 ? 16 : 24,
    spins: [
      between(random, 0.015, 0.03),
      -between(random, 0.02, 0.035),
      between(random, 0.008, 0.018),
      -between(random, 0.01, 0.02),
    ],
    tilt: random() * TAU,
  }),
  draw: ({ ctx, width, height, timeSec }, mandala, palette) => {
    const cx = width / 2;
    const cy = height / 2;
    const unit = Math.min(width, height);
    drawLayer(ctx, `mandala|${palette.sky.join()}`, width, height, (layer) => {
      const background = layer.createRadialGradient(cx, cy, 0, cx, cy, Math.hypot(cx, cy));
      background.addColorStop(0, palette.sky[0]);
      background.addColorStop(1, palette.sky[1]);
      layer.fillStyle = background;
      layer.fillRect(0, 0, width, height);
      layer.globalAlpha = 0.55;
      drawSprite(layer, glowSprite(palette.accent, 64, 0.05), cx, cy, unit * 0.54);
      layer.globalAlpha = 1;
    });

    const breath = 1 + 0.03 * Math.sin((TAU * timeSec) / BREATH_SEC);
    const radius = unit * 0.36 * breath;
    const [first, second, third] = palette.inks;
    const [spinA = 0, spinB = 0, spinC = 0, spinD = 0] = mandala.spins;
    ctx.globalCompositeOperation = palette.blend;
    ctx.lineCap = 'round';

    ctx.save();
    ctx.translate(cx, cy);

    // Flower of life: 19 circles, turning slowly one way.
    ctx.rotate(mandala.tilt + spinA * timeSec);
    const r = radius * 0.24;
    ctx.strokeStyle = first ?? palette.accent;
    ctx.lineWidth = 1.3;
    ctx.globalAlpha = 0.75;
    ctx.beginPath();
    circle(ctx, 0, 0, r);
    for (let ring = 1; ring <= 2; ring += 1) {
      for (let i = 0; i < 6 * ring; i += 1) {
        const angle = (TAU * i) / (6 * ring);
        const distance = ring === 1 ? r : i % 2 === 0 ? r * Math.sqrt(3) : r * 2;
        const offset = ring === 2 && i % 2 === 0 ? TAU / 12 : 0;
        circle(ctx, Math.cos(angle + offset) * distance, Math.sin(angle + offset) * distance, r);
      }
    }
    ctx.stroke();
    circle(ctx, 0, 0, r * 3);
    ctx.stroke();

    // A six-pointed star, turning the other way.
    ctx.rotate(spinB * timeSec - spinA * timeSec);
    ctx.strokeStyle = second ?? palette.accent;
    ctx.globalAlpha = 0.6;
    ctx.lineWidth = 1.1;
    const star = radius * 0.72;
    ctx.beginPath();
    for (let triangle = 0; triangle < 2; triangle += 1) {
      for (let i = 0; i <= 3; i += 1) {
        const angle = (TAU * i) / 3 + (triangle * TAU) / 6 - TAU / 4;
        const x = Math.cos(angle) * star;
        const y = Math.sin(angle) * star;
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
    }
    ctx.stroke();

    // A ring of petals.
    ctx.rotate(spinC * timeSec - spinB * timeSec);
    ctx.strokeStyle = third ?? palette.accent;
    ctx.globalAlpha = 0.7;
    ctx.lineWidth = 1.4;
    const inner = radius * 0.74;
    const outer = radius * 0.98;
    ctx.beginPath();
    for (let i = 0; i < mandala.petals; i += 1) {
      const angle = (TAU * i) / mandala.petals;
      const half = TAU / mandala.petals / 2;
      const x0 = Math.cos(angle - half) * inner;
      const y0 = Math.sin(angle - half) * inner;
      const x1 = Math.cos(angle + half) * inner;
      const y1 = Math.sin(angle + half) * inner;
      const tipX = Math.cos(angle) * outer;
      const tipY = Math.sin(angle) * outer;
      ctx.moveTo(x0, y0);
      ctx.quadraticCurveTo(
        Math.cos(angle - half * 0.2) * outer * 0.95,
        Math.sin(angle - half * 0.2) * outer * 0.95,
        tipX,
        tipY,
      );
      ctx.quadraticCurveTo(
        Math.cos(angle + half * 0.2) * outer * 0.95,
        Math.sin(angle + half * 0.2) * outer * 0.95,
        x1,
        y1,
      );
    }
    ctx.stroke();
    ctx.beginPath();
    circle(ctx, 0, 0, inner);
    circle(ctx, 0, 0, outer * 1.04);
    ctx.globalAlpha = 0.45;
    ctx.stroke();

    // Dots around the edge, brightening in a slow wave.
    ctx.rotate(spinD * timeSec - spinC * timeSec);
    ctx.fillStyle = first ?? palette.accent;
    const dots = mandala.petals * 2;
    for (let i = 0; i < dots; i += 1) {
      const angle = (TAU * i) / dots;
      ctx.globalAlpha = 0.3 + 0.45 * (0.5 + 0.5 * Math.sin(angle * 2 - timeSec * 0.4));
      ctx.beginPath();
      circle(ctx, Math.cos(angle) * radius * 1.12, Math.sin(angle) * radius * 1.12, unit * 0.004);
      ctx.fill();
    }
    ctx.restore();
    ctx.globalCompositeOperation = 'source-over';
    ctx.globalAlpha = 1;
  },
};
