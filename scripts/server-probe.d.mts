/** Types for scripts/server-probe.mjs. */
import type { ChildProcess } from 'node:child_process';

export declare const LOAD_ENV: Record<string, string>;
export declare const CHAT_BODY: { persona: string; messages: { role: string; content: string }[] };
export declare const SUGGESTIONS_BODY: { kind: string; mood: string; now: string };

export interface MemoryUsage {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}
export interface ProbedServer {
  origin: string;
  child: ChildProcess;
  output(): string;
  rss(): number;
  heapAfterGc(): Promise<MemoryUsage>;
  stop(graceMs?: number): Promise<number | null>;
}
export declare function startServer(options?: {
  env?: Record<string, string>;
  inspect?: boolean;
  startTimeoutMs?: number;
}): Promise<ProbedServer>;
export declare function postJson(url: string, body: unknown, signal?: AbortSignal): Promise<number>;
export interface LoadResult {
  count: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}
export declare function runLoad(
  origin: string,
  options: { count: number; concurrency: number; onProgress?: (done: number) => unknown },
): Promise<LoadResult>;
export declare function runAbortedStreams(
  origin: string,
  options: { count: number; concurrency: number },
): Promise<{ count: number; started: number }>;
export declare function mb(bytes: number): string;
