/** Types for scripts/failed-tests.mjs. */
export declare function headOf(message: unknown, count?: number): string;
export declare function listFailedTests(
  vitest: unknown,
  playwright: unknown,
  root: string,
  engines?: unknown,
): string[];
