/** Whether the browser can speak, without the speech engine (islands ask this before loading it). */

/** Whether this browser can speak. */
export function isSpeechSupported(): boolean {
  return (
    typeof globalThis.speechSynthesis !== 'undefined' &&
    typeof SpeechSynthesisUtterance !== 'undefined'
  );
}
