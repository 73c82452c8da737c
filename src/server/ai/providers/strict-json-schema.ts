/**
 * The JSON schema a structured-output request sends (docs/ai.md#structured-output), in the subset
 * OpenAI's strict mode accepts: every object closed (`additionalProperties: false`) with every property
 * in `required`, an optional property made nullable instead, and only the keywords strict mode supports.
 * Bounds (lengths, counts, patterns) are left out of what is sent; the answer is still checked against
 * the full zod schema by parse.ts.
 */
import * as z from 'zod/mini';

/** A JSON schema node. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * Keywords a sent schema keeps. why an allow-list: strict mode rejects the whole request over one
 * unsupported keyword (minLength, maxLength, pattern, format, minItems… are refused by some models),
 * and `$schema` is refused by some OpenAI-compatible servers.
 */
export const STRICT_SCHEMA_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'anyOf',
  'description',
  '$ref',
  '$defs',
  'definitions',
]);

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a node already allows null. */
function allowsNull(node: JsonSchema): boolean {
  const type = node['type'];
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  const anyOf = node['anyOf'];
  return Array.isArray(anyOf) && anyOf.some((option) => isSchema(option) && allowsNull(option));
}

/** The node, allowing null too. */
function nullable(node: JsonSchema): JsonSchema {
  return allowsNull(node) ? node : { anyOf: [node, { type: 'null' }] };
}

function strictMap(definitions: unknown): JsonSchema | undefined {
  if (!isSchema(definitions)) return undefined;
  return Object.fromEntries(
    Object.entries(definitions).map(([name, node]) => [name, toStrictSchema(node)]),
  );
}

/** A JSON schema rewritten to the strict subset described above. */
export function toStrictSchema(node: unknown): JsonSchema {
  if (!isSchema(node)) return {};
  const strict: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    // `const` is sent as a one-value `enum`, which every structured-output server reads.
    if (keyword === 'const') strict['enum'] = [value];
    else if (STRICT_SCHEMA_KEYWORDS.has(keyword)) strict[keyword] = value;
  }
  const anyOf = strict['anyOf'];
  if (Array.isArray(anyOf)) strict['anyOf'] = anyOf.map((option) => toStrictSchema(option));
  const items = strict['items'];
  if (items !== undefined)
    strict['items'] = Array.isArray(items)
      ? items.map((item) => toStrictSchema(item))
      : toStrictSchema(items);
  for (const keyword of ['$defs', 'definitions']) {
    const definitions = strictMap(strict[keyword]);
    if (definitions !== undefined) strict[keyword] = definitions;
  }
  const properties = strict['properties'];
  if (isSchema(properties) || strict['type'] === 'object') {
    const required = new Set(Array.isArray(node['required']) ? node['required'] : []);
    const closed: JsonSchema = {};
    for (const [name, child] of Object.entries(isSchema(properties) ? properties : {})) {
      const childSchema = toStrictSchema(child);
      closed[name] = required.has(name) ? childSchema : nullable(childSchema);
    }
    strict['properties'] = closed;
    strict['required'] = Object.keys(closed);
    strict['additionalProperties'] = false;
  }
  return strict;
}

/**
 * The strict JSON schema sent for answers a zod schema validates. The input side is described
 * (`io: 'input'`): an item schema may end in a transform (a null caution dropped), and the model writes
 * what goes in.
 */
export function strictJsonSchemaOf(schema: z.ZodMiniType): JsonSchema {
  return toStrictSchema(
    z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }),
  );
}
