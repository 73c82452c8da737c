/** Types for scripts/citations.mjs. */
export declare const TOOL_PAGES: string[];
export declare const FAMILIES: Record<string, string[]>;
export declare const TOOL_HEADINGS: string[];
export declare const LEFTOVER: RegExp;
export declare function subjectOf(text: string): string | null;
export declare function expandSection(item: string): string[];
export declare function formatTargets(targets: string[]): string;
export declare function rewriteCitations(
  text: string,
  path: string,
): { text: string; unmapped: { line: number; citation: string }[] };
export declare function slugOf(heading: string): string;
export declare function anchorsOf(markdown: string): Set<string>;
export declare function findDocCitations(
  text: string,
): { line: number; file: string; anchor: string | null }[];
