/** Types for scripts/font-fallbacks.mjs (used by its test). */
export interface FontOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}
export interface FontMetricsInput {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}
export interface WebFont {
  family: string;
  package: string;
  metrics: string;
  short: string;
  fallbacks: string[];
}
export declare const OUTPUT_PATH: string;
export declare const WEB_FONTS: WebFont[];
export declare function computeOverrides(
  web: FontMetricsInput,
  local: FontMetricsInput,
): FontOverrides;
export declare function fallbackFamilies(webFont: WebFont): string[];
export declare function renderFontFallbacks(): string;
