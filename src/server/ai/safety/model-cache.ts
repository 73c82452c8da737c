/**
 * Trained safety models kept on disk between processes (docs/ai.md#safety): training takes seconds of
 * CPU, so a restarted server, or the next test file, reads the weights instead. The file's name is a
 * hash of the corpus and the training recipe; anything else is never read. A cache that cannot be
 * read or written is skipped: the gate then trains, as it would without one.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRAINING_RECIPE, type SafetyModel } from './classifier';

/** Where the cache lives: `SAFETY_CACHE_DIR`, else the system's temporary folder. */
function cacheDir(): string {
  return process.env['SAFETY_CACHE_DIR'] ?? join(tmpdir(), 'stillwell-safety');
}

/** The cache key of models trained from `corpus` (its lines, in order) with today's recipe. */
export function modelKey(corpus: readonly (readonly string[])[]): string {
  const hash = createHash('sha256');
  hash.update(TRAINING_RECIPE);
  for (const lines of corpus) hash.update(`\u0000${lines.join('\n')}`);
  return hash.digest('hex').slice(0, 32);
}

/** Models read from the cache, or `undefined` when there are none for this key. */
export async function readCachedModels(
  key: string,
  names: readonly string[],
): Promise<Record<string, SafetyModel> | undefined> {
  try {
    const bytes = await readFile(join(cacheDir(), `${key}.bin`));
    const header = JSON.parse(bytes.subarray(0, bytes.indexOf(10)).toString('utf8')) as {
      key: string;
      models: { name: string; threshold: number; sureThreshold: number; length: number }[];
    };
    if (header.key !== key) return undefined;
    let offset = bytes.indexOf(10) + 1;
    const models: Record<string, SafetyModel> = {};
    for (const entry of header.models) {
      const slice = bytes.subarray(offset, offset + entry.length * 4);
      const weights = new Float32Array(entry.length);
      new Uint8Array(weights.buffer).set(slice);
      offset += entry.length * 4;
      models[entry.name] = {
        weights,
        threshold: entry.threshold,
        sureThreshold: entry.sureThreshold,
      };
    }
    return names.every((name) => models[name] !== undefined) ? models : undefined;
  } catch {
    return undefined;
  }
}

/** Writes models to the cache (atomically, by rename); a failure is only logged. */
export async function writeCachedModels(
  key: string,
  models: Readonly<Record<string, SafetyModel>>,
): Promise<void> {
  try {
    const entries = Object.entries(models);
    const header = JSON.stringify({
      key,
      models: entries.map(([name, model]) => ({
        name,
        threshold: model.threshold,
        sureThreshold: model.sureThreshold,
        length: model.weights.length,
      })),
    });
    const body = Buffer.concat([
      Buffer.from(`${header}\n`, 'utf8'),
      ...entries.map(([, model]) =>
        Buffer.from(model.weights.buffer, model.weights.byteOffset, model.weights.byteLength),
      ),
    ]);
    await mkdir(cacheDir(), { recursive: true });
    const file = join(cacheDir(), `${key}.bin`);
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, body);
    await rename(partial, file);
  } catch (error) {
    console.warn(`[safety] could not keep the trained gate: ${(error as Error).message}`);
  }
}
