/** Types for server/refused-body.mjs. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const REFUSED_BODY_LINGER_BYTES: number;
export declare const REFUSED_BODY_LINGER_MS: number;
export declare function closeAfterRefusedBody(req: IncomingMessage, res: ServerResponse): void;
export declare const REFUSED_BODY_WATCH_MS: number;
