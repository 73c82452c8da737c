/**
 * Unit tests start from the server's defaults, whatever the shell that runs them has set: `npm test`
 * exports fake secrets for the build and the browser tests (scripts/canaries.mjs), and a developer may
 * have a real AI_PROVIDER or REDIS_URL. A test that needs one sets it with `vi.stubEnv`.
 */
import { SERVER_ENV_KEYS } from '../src/server/config';

for (const key of SERVER_ENV_KEYS) Reflect.deleteProperty(process.env, key);
