/** A tool's small gradient tile with its icon, as on its card. */
import { PracticeIcon } from './practice-icon';
import type { JournalTool } from './journal-tool';

/** The tile (decorative: the tool's name is always beside it). */
export function ToolTile({ tool }: { tool: JournalTool }) {
  return (
    <span
      aria-hidden
      className="flex size-9 shrink-0 items-center justify-center rounded-xl text-ink"
      style={{
        backgroundImage: `linear-gradient(135deg, var(--sw-${tool.gradient[0]}), var(--sw-${tool.gradient[1]}))`,
      }}
    >
      <PracticeIcon name={tool.icon} size={18} />
    </span>
  );
}
