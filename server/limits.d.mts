/** Types for server/limits.mjs. */
export declare const HEADERS_TIMEOUT_MS: number;
export declare const REQUEST_TIMEOUT_MS: number;
export declare const KEEP_ALIVE_TIMEOUT_MS: number;
export declare const SHUTDOWN_GRACE_MS: number;
export declare const TIMEOUT_CHECK_INTERVAL_MS: number;
