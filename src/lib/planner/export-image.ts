/**
 * Progress panels saved as a PNG image (docs/tools/planners.md#calls, #constants): 800 px wide with 20 px padding, on a dark or
 * white background by theme, named `<prefix>-{date}.png`. The DOM-to-image library (modern-screenshot,
 * MIT) is loaded only when the visitor asks, so it never weighs on the page.
 */
import { toLocalDay } from '../clock/local-day';

/** Width of the image, px (docs/tools/planners.md#constants). */
export const EXPORT_WIDTH_PX = 800;
/** Padding around the panel, px (docs/tools/planners.md#constants). */
export const EXPORT_PADDING_PX = 20;
/** How long the library may wait for a resource (a font) before giving up, ms (docs/tools/planners.md#constants). */
export const EXPORT_TIMEOUT_MS = 30_000;
/** Marks parts of a panel left out of the image (its buttons). */
export const EXPORT_SKIP_ATTR = 'data-export-skip';

/** The file name: `yoga-insights-2026-11-22.png` for prefix `yoga-insights`. */
export function getExportFileName(prefix: string, now: number): string {
  return `${prefix}-${toLocalDay(now)}.png`;
}

/** The background by theme: the dark theme's page colour, or white. */
function getBackground(): string {
  const root = document.documentElement;
  if (root.dataset.theme !== 'dark') return '#ffffff';
  return getComputedStyle(root).getPropertyValue('--sw-bg').trim() || '#0e1517';
}

/**
 * Renders a copy of `node` at 800 px wide off screen and downloads it as `fileName`. Resolves true
 * when the download was handed to the browser; false (logged) when the image could not be made.
 */
export async function downloadPng(node: HTMLElement, fileName: string): Promise<boolean> {
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.style.cssText = `position:fixed;top:0;left:-${EXPORT_WIDTH_PX * 2}px;width:${EXPORT_WIDTH_PX}px;pointer-events:none`;
  const frame = document.createElement('div');
  const background = getBackground();
  frame.style.cssText = `width:${EXPORT_WIDTH_PX}px;padding:${EXPORT_PADDING_PX}px;box-sizing:border-box;background:${background}`;
  const copy = node.cloneNode(true) as HTMLElement;
  for (const skipped of copy.querySelectorAll(`[${EXPORT_SKIP_ATTR}]`)) skipped.remove();
  frame.append(copy);
  holder.append(frame);
  document.body.append(holder);
  try {
    const { domToPng } = await import('modern-screenshot');
    const url = await domToPng(frame, {
      width: EXPORT_WIDTH_PX,
      height: frame.offsetHeight,
      scale: 1,
      backgroundColor: background,
      timeout: EXPORT_TIMEOUT_MS,
    });
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    return true;
  } catch (error) {
    console.error('image export failed', error);
    return false;
  } finally {
    holder.remove();
  }
}
