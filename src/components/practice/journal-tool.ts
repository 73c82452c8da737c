/** What the journal needs to know about a tool: the page passes it from the registry. */
import type { Hue, ToolIcon } from '../../lib/tool-meta';

/** A tool as the journal shows it. */
export interface JournalTool {
  /** Folder name = the practice log's `tool`. */
  slug: string;
  /** Display name. */
  name: string;
  /** Its card icon. */
  icon: ToolIcon;
  /** Its card gradient. */
  gradient: readonly [Hue, Hue];
}

/** The tool of a log entry; a tool this page does not know (removed, or from a newer site) keeps its slug. */
export function findJournalTool(tools: readonly JournalTool[], slug: string): JournalTool {
  return (
    tools.find((tool) => tool.slug === slug) ?? {
      slug,
      name: slug
        .split('-')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' '),
      icon: 'sparkles',
      gradient: ['sage', 'ocean'],
    }
  );
}
