/** Types for server/flood.testing.mjs. */
export declare function flood(
  origin: string,
  framing: 'declared' | 'chunked',
  maxBytes: number,
): Promise<{ answer: string; accepted: number; isStillOpen: boolean }>;
