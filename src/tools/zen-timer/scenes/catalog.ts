/**
 * The visual scenes (docs/tools/zen-timer.md#data: id, name, description, a light and a dark colour theme). Colours are
 * the scenes' own art, painted on the canvas, in oklch; the page's UI keeps to the design tokens.
 */

/** A scene's colours in one theme. */
export interface ScenePalette {
  /** Background gradient, top to bottom (or centre to edge for round scenes). */
  readonly sky: readonly [string, string];
  /** The scene's lights or lines, in order of prominence. */
  readonly inks: readonly string[];
  /** A third colour where the scene has one (horizon, sea, land). */
  readonly accent: string;
  /** Lights add up (glow on dark), or lie over the background (on light). */
  readonly blend: 'lighter' | 'source-over';
}

/** A scene as the picker and the canvas know it. */
export interface SceneInfo {
  readonly name: string;
  readonly description: string;
  readonly light: ScenePalette;
  readonly dark: ScenePalette;
}

/** docs/tools/zen-timer.md#data: the five scenes. */
export const SCENES = {
  particles: {
    name: 'Floating Particles',
    description: 'Soft motes of light rising slowly through still air',
    light: {
      sky: ['oklch(0.975 0.018 85)', 'oklch(0.9 0.045 165)'],
      inks: ['oklch(0.74 0.11 75)', 'oklch(0.62 0.09 175)', 'oklch(0.72 0.09 25)'],
      accent: 'oklch(0.99 0.01 90)',
      blend: 'source-over',
    },
    dark: {
      sky: ['oklch(0.17 0.04 262)', 'oklch(0.26 0.055 205)'],
      inks: ['oklch(0.9 0.11 85)', 'oklch(0.86 0.09 190)', 'oklch(0.84 0.08 330)'],
      accent: 'oklch(0.32 0.06 240)',
      blend: 'lighter',
    },
  },
  waves: {
    name: 'Ocean Waves',
    description: 'Gentle swells rolling in under a wide, quiet sky',
    light: {
      sky: ['oklch(0.9 0.04 232)', 'oklch(0.96 0.045 70)'],
      inks: ['oklch(0.8 0.055 218)', 'oklch(0.54 0.085 228)', 'oklch(0.985 0.01 210)'],
      accent: 'oklch(0.95 0.09 82)',
      blend: 'source-over',
    },
    dark: {
      sky: ['oklch(0.15 0.035 268)', 'oklch(0.3 0.055 252)'],
      inks: ['oklch(0.34 0.055 240)', 'oklch(0.16 0.04 248)', 'oklch(0.82 0.03 220)'],
      accent: 'oklch(0.95 0.025 95)',
      blend: 'source-over',
    },
  },
  mandala: {
    name: 'Sacred Geometry',
    description: 'A slowly turning flower of interwoven circles',
    light: {
      sky: ['oklch(0.985 0.012 90)', 'oklch(0.9 0.04 300)'],
      inks: ['oklch(0.47 0.11 285)', 'oklch(0.56 0.09 182)', 'oklch(0.7 0.12 70)'],
      accent: 'oklch(0.78 0.07 300)',
      blend: 'source-over',
    },
    dark: {
      sky: ['oklch(0.27 0.06 292)', 'oklch(0.13 0.03 282)'],
      inks: ['oklch(0.86 0.11 82)', 'oklch(0.78 0.11 332)', 'oklch(0.82 0.09 192)'],
      accent: 'oklch(0.4 0.09 300)',
      blend: 'lighter',
    },
  },
  cosmos: {
    name: 'Cosmic Journey',
    description: 'Drifting softly through a field of stars and nebulae',
    light: {
      sky: ['oklch(0.92 0.035 292)', 'oklch(0.95 0.035 45)'],
      inks: ['oklch(0.38 0.09 282)', 'oklch(0.8 0.1 335)', 'oklch(0.8 0.08 225)'],
      accent: 'oklch(0.86 0.07 80)',
      blend: 'source-over',
    },
    dark: {
      sky: ['oklch(0.12 0.03 280)', 'oklch(0.19 0.055 302)'],
      inks: ['oklch(0.97 0.015 90)', 'oklch(0.5 0.16 322)', 'oklch(0.5 0.13 232)'],
      accent: 'oklch(0.6 0.12 60)',
      blend: 'lighter',
    },
  },
  aurora: {
    name: 'Northern Lights',
    description: 'Ribbons of green and violet light over a sleeping land',
    light: {
      sky: ['oklch(0.86 0.05 250)', 'oklch(0.95 0.045 62)'],
      inks: ['oklch(0.72 0.15 158)', 'oklch(0.66 0.13 300)', 'oklch(0.75 0.1 192)'],
      accent: 'oklch(0.48 0.045 235)',
      blend: 'source-over',
    },
    dark: {
      sky: ['oklch(0.12 0.03 262)', 'oklch(0.23 0.055 228)'],
      inks: ['oklch(0.84 0.18 155)', 'oklch(0.7 0.16 302)', 'oklch(0.82 0.12 192)'],
      accent: 'oklch(0.1 0.02 245)',
      blend: 'lighter',
    },
  },
} as const satisfies Record<string, SceneInfo>;

/** A scene's id. */
export type SceneId = keyof typeof SCENES;
/** The ids in the picker's order. */
export const SCENE_IDS = Object.keys(SCENES) as SceneId[];
/** The scene shown before any other is chosen. */
export const DEFAULT_SCENE: SceneId = 'particles';
/** docs/tools/zen-timer.md#constants: the particles scene floats 150 particles. */
export const PARTICLE_COUNT = 150;
