/** Quick-prompt chips: each fills the message box with its question (docs/tools/chats.md#screen, #constants). */
import { cn } from '../../lib/ui/cn';

/** One row on phones (scrolls sideways), wrapped from `md`. */
export function QuickPrompts({
  prompts,
  chipClass,
  isDisabled,
  onPick,
}: {
  prompts: readonly string[];
  chipClass: string;
  isDisabled: boolean;
  onPick: (prompt: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Quick prompts"
      className="flex [scrollbar-width:none] gap-2 overflow-x-auto border-b border-line px-3 py-1.5 sm:px-4 md:flex-wrap md:overflow-visible md:py-2.5"
    >
      {prompts.map((prompt) => (
        <button
          key={prompt}
          type="button"
          disabled={isDisabled}
          onClick={() => onPick(prompt)}
          className={cn(
            'shrink-0 rounded-full border bg-surface px-3 py-1.5 text-sm text-ink transition-colors hover:bg-surface-2 disabled:opacity-50',
            chipClass,
          )}
        >
          {prompt}
        </button>
      ))}
    </div>
  );
}
