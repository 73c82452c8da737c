/** Types for server/proxy-warning.mjs. */
export declare function isLoopbackHost(host: string): boolean;
export declare function describeProxyRisk(
  env: Record<string, string | undefined>,
): string | undefined;
