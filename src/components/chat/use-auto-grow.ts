/**
 * The message box grows with its text (docs/browsers.md#field-sizing): CSS `field-sizing: content` does
 * it where the browser has it; where it does not (Safari before 26.2, Firefox), the box is measured
 * after each change and given the height of its text, or of its placeholder while empty, up to its
 * CSS `max-height`.
 */
import { useLayoutEffect, type RefObject } from 'react';

/** Whether the browser sizes a textarea to its content by itself. */
export function hasFieldSizing(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;
}

/** Sets a textarea's height to fit `text` (its value, or the placeholder shown while it is empty). */
export function fitToText(box: HTMLTextAreaElement): void {
  const { value } = box;
  // While empty, the placeholder is what shows, and scrollHeight does not count it: measure it as a value.
  if (value === '' && box.placeholder !== '') box.value = box.placeholder;
  box.style.height = 'auto';
  const style = getComputedStyle(box);
  const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
  box.style.height = `${box.scrollHeight + (Number.isFinite(borders) ? borders : 0)}px`;
  if (box.value !== value) box.value = value;
}

/** Grows the box with its text where `field-sizing` is missing; does nothing where it is there. */
export function useAutoGrow(
  boxRef: RefObject<HTMLTextAreaElement | null>,
  text: string,
  placeholder: string,
): void {
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box === null || hasFieldSizing()) return;
    fitToText(box);
  }, [boxRef, text, placeholder]);
}
