/** Types for server/health.mjs. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One readiness check: whether it passes, and why not (or what it found). */
export interface ReadinessCheck {
  ok: boolean;
  reason?: string;
  provider?: string;
  store?: 'redis' | 'memory';
  note?: string;
}

export interface Readiness {
  startDraining(): void;
  readonly isDraining: boolean;
  check(): Promise<{
    ready: boolean;
    checks: {
      draining: ReadinessCheck;
      staticFiles: ReadinessCheck;
      provider: ReadinessCheck;
      rateLimits: ReadinessCheck;
    };
  }>;
  close(): Promise<void>;
}

export declare const HEALTH_PATHS: readonly ['/healthz', '/readyz'];
export declare const REQUIRED_STATIC_FILES: readonly ['index.html', '404.html'];
export declare const REDIS_PING_TIMEOUT_MS: number;
export declare const DRAINING_MESSAGE: string;
export declare function describeProvider(env: Record<string, string | undefined>): {
  provider: string;
  problem?: string;
};
export declare function createReadiness(options: {
  clientDir: URL;
  env?: Record<string, string | undefined>;
}): Readiness;
export declare function refuseWhileDraining(
  req: IncomingMessage,
  res: ServerResponse,
  readiness: Readiness,
): boolean;
export declare function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  readiness: Readiness,
): boolean;
