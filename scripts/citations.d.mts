/** Types for scripts/citations.mjs. */
export declare const TOOL_PAGES: string[];
export declare const FAMILIES: Record<string, string[]>;
export declare const TOOL_HEADINGS: string[];
export declare const LEFTOVER: RegExp;
export declare const SCOPES: string[];
export declare function listScopeFiles(root: string): Promise<string[]>;
export declare function slugOf(heading: string): string;
export declare function anchorsOf(markdown: string): Set<string>;
export declare function findDocCitations(
  text: string,
): { line: number; file: string; anchor: string | null }[];
