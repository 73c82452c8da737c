/** The persona's typing indicator while a reply is pending (docs/tools/shiva-my-god.md#screen; Shiva: 'In deep meditation...'). */
import type { ChatPersona } from '../../lib/chat/persona';
import { PersonaBubble } from './message-item';

/** Three soft dots and the persona's typing text. */
export function TypingIndicator({ persona }: { persona: ChatPersona }) {
  return (
    <PersonaBubble persona={persona} timestamp={null}>
      <span className="flex items-center gap-2.5" data-testid="typing-indicator">
        <span aria-hidden="true" className="flex gap-1">
          {[0, 200, 400].map((delay) => (
            <span
              key={delay}
              className="size-1.5 animate-pulse rounded-full bg-current"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        <span className="text-sm italic">{persona.typingText}</span>
      </span>
    </PersonaBubble>
  );
}
