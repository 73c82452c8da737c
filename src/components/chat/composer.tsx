/**
 * The message box and its buttons (docs/tools/chats.md#screen, #validation): Enter sends, Shift+Enter adds a line; blank or
 * pending sends nothing and the box is disabled while a reply is pending; Stop while it streams.
 */
import { SendHorizontal, Square } from 'lucide';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { MAX_MESSAGE_CHARS, countChars } from '../../lib/ai/answers';
import { cn } from '../../lib/ui/cn';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { useAutoGrow } from './use-auto-grow';

/** The character count shows from here on, so the limit never comes as a surprise. */
const COUNT_FROM_CHARS = MAX_MESSAGE_CHARS - 200;

/** The composer; `inputRef` lets the chips put focus in the box. */
export function Composer({
  inputRef,
  personaName,
  placeholder,
  draft,
  isPending,
  canSend,
  isTooLong,
  onEdit,
  onSend,
  onStop,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  personaName: string;
  placeholder: string;
  draft: string;
  isPending: boolean;
  canSend: boolean;
  isTooLong: boolean;
  onEdit: (text: string) => void;
  onSend: () => void;
  onStop: () => void;
}) {
  const id = useId();
  // Counted as the machine and the server count: the trimmed text's code points (an emoji is one).
  const count = countChars(draft.trim());
  const isCounted = count >= COUNT_FROM_CHARS;
  // The box is disabled while a reply is pending, which drops focus: give it back when the reply is in.
  const wasPendingRef = useRef(false);
  useAutoGrow(inputRef, draft, placeholder);
  useEffect(() => {
    if (wasPendingRef.current && !isPending) {
      const active = document.activeElement;
      if (active === null || active === document.body)
        inputRef.current?.focus({ preventScroll: true });
    }
    wasPendingRef.current = isPending;
  }, [isPending, inputRef]);

  return (
    <form
      className="flex items-end gap-2 border-t border-line p-2.5 sm:p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          Message {personaName}
        </label>
        <textarea
          ref={inputRef}
          id={id}
          rows={1}
          value={draft}
          disabled={isPending}
          placeholder={placeholder}
          aria-describedby={isCounted ? `${id}-count` : undefined}
          aria-invalid={isTooLong || undefined}
          onChange={(event) => onEdit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            onSend();
          }}
          className="block [field-sizing:content] max-h-36 min-h-10 w-full resize-none rounded-3xl border border-line bg-bg px-4 py-2 text-base leading-6 text-ink placeholder:text-muted disabled:opacity-60"
        />
        {isCounted && (
          <p
            id={`${id}-count`}
            className={cn('mt-1 px-2 text-xs', isTooLong ? 'font-medium text-ink' : 'text-muted')}
          >
            {count.toLocaleString('en')} / {MAX_MESSAGE_CHARS.toLocaleString('en')} characters
            {isTooLong && '. Too long to send: shorten it and it will go.'}
          </p>
        )}
      </div>
      {isPending && (
        <Button variant="secondary" size="icon" onClick={onStop} aria-label="Stop reply">
          <Icon icon={Square} size={16} fill="currentColor" />
        </Button>
      )}
      <Button type="submit" size="icon" disabled={!canSend} aria-label="Send">
        <Icon icon={SendHorizontal} size={20} />
      </Button>
    </form>
  );
}
