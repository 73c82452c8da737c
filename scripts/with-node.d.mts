/** Types for scripts/with-node.mjs. */
export declare function isRecentEnough(version: string): boolean;
export declare function nodePackageName(platform?: string, arch?: string): string;
export declare function cachedNodePath(cacheDir: string, platform?: string, arch?: string): string;
export declare function cacheDirFor(env?: Record<string, string | undefined>): string;
