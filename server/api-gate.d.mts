/** Types for server/api-gate.mjs. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const API_ROUTES: Readonly<Record<string, readonly string[]>>;
export declare function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers?: Record<string, string>,
): void;
export declare function sendJsonError(
  res: ServerResponse,
  status: number,
  message: string,
  headers?: Record<string, string>,
): void;
export declare function refuseApiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): boolean;
