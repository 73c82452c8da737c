/**
 * The one hook between the chat machine and a persona page: it reads the stored conversation after
 * mount and keeps it stored, performs the request the state asks for through the AI client (streaming,
 * aborted on stop, on a new conversation and on leaving), follows the browser's online state and asks
 * the server who answers. Every event is stamped with the wall time here.
 */
import { startTransition, useCallback, useEffect, useReducer } from 'react';
import { getAiStatus, streamChat } from '../ai/client';
import type { AiStatus } from '../ai/schemas';
import type { Untimed } from '../session/use-session';
import { readStored, writeStored, type StorageKeyDef } from '../storage/storage';
import { useLocaleReady } from '../ui/use-locale-ready';
import { initialChatState, transition, viewOf, type ChatEvent, type ChatView } from './machine';
import type { ChatEntry } from './messages';
import type { ChatPersonaTexts } from './persona';

/** An event as a caller sends it: the hook adds `now`. */
export type ChatAction = Untimed<ChatEvent>;

/** Who answers, in the header's words: the built-in guide, or the configured model's name. */
export function describeAnswerer(status: AiStatus): string {
  if (status.provider === 'builtin') return 'Built-in guide';
  if (!status.ready) return 'AI not configured';
  return status.model;
}

/** Drives one persona's chat; `historyKey` is the persona's declared conversation key. */
export function useChat(
  persona: ChatPersonaTexts,
  historyKey: StorageKeyDef<ChatEntry[]>,
): { view: ChatView; send: (action: ChatAction) => void } {
  const [state, dispatch] = useReducer(transition, persona, initialChatState);
  const send = useCallback(
    (action: ChatAction) => dispatch({ ...action, now: Date.now() } as ChatEvent),
    [],
  );

  // Times of day show once the locale's data is loaded (docs/architecture.md#after-hydration).
  const isLocaleReady = useLocaleReady();

  // Storage is read after mount: the server rendered the greeting alone.
  useEffect(() => {
    const stored = readStored(historyKey);
    // why a transition: the restore redraws the conversation, which React then renders in slices it
    // can interrupt, not in one task with the island's mount effects (docs/architecture.md#after-hydration)
    startTransition(() =>
      send({
        type: 'restore',
        messages: stored.value,
        isSetAside: stored.status === 'recovered',
        isOnline: navigator.onLine,
      }),
    );
  }, [historyKey, send]);

  const { isRestored, messages } = state;
  useEffect(() => {
    if (isRestored) writeStored(historyKey, [...messages]);
  }, [historyKey, isRestored, messages]);

  useEffect(() => {
    const update = () => send({ type: 'connectivity', isOnline: navigator.onLine });
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [send]);

  // Who answers: asked once, and again on coming back online if the first try could not reach us.
  const { isOnline, answeredBy } = state;
  useEffect(() => {
    if (!isOnline || answeredBy !== null) return undefined;
    const controller = new AbortController();
    void getAiStatus({ signal: controller.signal }).then((result) => {
      if (result.ok) send({ type: 'answerer', label: describeAnswerer(result.value) });
    });
    return () => controller.abort();
  }, [isOnline, answeredBy, send]);

  // One request per `outgoing`; replacing or clearing it (stop, new conversation) aborts the call.
  const { outgoing } = state;
  useEffect(() => {
    if (outgoing === null) return undefined;
    const controller = new AbortController();
    const { requestId, body } = outgoing;
    void streamChat(body, {
      signal: controller.signal,
      onText: (text, reply) => send({ type: 'text', requestId, text, isCare: reply.isCare }),
    }).then((result) => {
      if (controller.signal.aborted) return;
      send(
        result.ok
          ? { type: 'reply', requestId, text: result.value.text, isCare: result.value.isCare }
          : { type: 'fail', requestId, failure: result.failure },
      );
    });
    return () => controller.abort();
  }, [outgoing, send]);

  const view = viewOf(state);
  return { view: view.hasTimes && !isLocaleReady ? { ...view, hasTimes: false } : view, send };
}
