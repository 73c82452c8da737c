/** The singing bowl's stored settings (PRODUCT.md key naming: stillwell:<tool-slug>:<name>). */
import * as z from 'zod/mini';
import { defineKey } from '../../lib/storage/storage';

/** Default bowl volume (spec 2 §9). */
export const DEFAULT_VOLUME = 0.8;

/** Bowl volume, 0 to 1 in steps of 0.1 (spec 2 §5). */
export const VOLUME_KEY = defineKey<number>({
  key: 'stillwell:sound-bowl:volume',
  schema: z.number().check(z.minimum(0), z.maximum(1)),
  version: 1,
  defaultValue: DEFAULT_VOLUME,
  label: 'your singing bowl volume',
});

/** Whether the bowl is muted. */
export const MUTED_KEY = defineKey<boolean>({
  key: 'stillwell:sound-bowl:muted',
  schema: z.boolean(),
  version: 1,
  defaultValue: false,
  label: 'your singing bowl mute setting',
});
