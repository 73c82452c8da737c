/** Types for scripts/rewrite-citations.mjs. */
export declare const SCOPES: string[];
export declare const SELF: Set<string>;
export declare function listScopeFiles(root?: string): Promise<string[]>;
export declare function mappingTable(): string;
