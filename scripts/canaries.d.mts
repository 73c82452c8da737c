/** Types of scripts/canaries.mjs for TypeScript importers. */
export declare const CANARY_SECRETS: {
  readonly GOOGLE_GENERATIVE_AI_API_KEY: string;
  readonly AI_API_KEY: string;
  readonly AI_BASE_URL: string;
  readonly REDIS_URL: string;
};
export declare const CANARY_MARKERS: readonly string[];
