/** The garden's colours, from the design tokens' hues (relative colour syntax): no hex of their own. */

// why the full variable names: Tailwind emits a theme colour's variable only when its name appears in source
const tone = (variable: string, lightness: number, chroma: number) =>
  `oklch(from var(${variable}) ${lightness} ${chroma} h)`;

/** The palette of the plant drawings. */
export const C = {
  leaf: tone('--color-sage', 0.62, 0.14),
  leafDark: tone('--color-sage', 0.47, 0.12),
  leafLight: tone('--color-sage', 0.76, 0.13),
  stem: tone('--color-sage', 0.5, 0.1),
  soil: tone('--color-sand', 0.52, 0.06),
  soilDark: tone('--color-sand', 0.42, 0.05),
  bark: tone('--color-dawn', 0.42, 0.06),
  barkLight: tone('--color-dawn', 0.55, 0.07),
  seed: tone('--color-dawn', 0.58, 0.1),
  red: tone('--color-ember', 0.6, 0.19),
  redDark: tone('--color-ember', 0.47, 0.17),
  pink: tone('--color-lotus', 0.76, 0.13),
  pinkDark: tone('--color-lotus', 0.6, 0.17),
  pinkLight: tone('--color-lotus', 0.88, 0.07),
  yellow: tone('--color-sand', 0.87, 0.16),
  gold: tone('--color-dawn', 0.77, 0.16),
  brown: tone('--color-dawn', 0.38, 0.07),
  purple: tone('--color-dusk', 0.58, 0.17),
  purpleLight: tone('--color-dusk', 0.72, 0.14),
  white: tone('--color-sand', 0.98, 0.012),
  petalLine: tone('--color-sand', 0.8, 0.03),
  water: tone('--color-ocean', 0.72, 0.08),
} as const;
