/**
 * The Standard Schema V1 interface (https://standardschema.dev), copied so storage can accept any
 * validator (zod 4, zod/mini, hand-made) without importing a schema library at run time.
 */

/** A validator that follows Standard Schema V1. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  /** The Standard Schema properties. */
  readonly '~standard': StandardSchemaV1Props<Input, Output>;
}

/** The Standard Schema properties. */
export interface StandardSchemaV1Props<Input = unknown, Output = Input> {
  /** The version number of the standard. */
  readonly version: 1;
  /** The vendor name of the schema library. */
  readonly vendor: string;
  /** Validates an unknown value. */
  readonly validate: (
    value: unknown,
    options?: StandardSchemaV1Options,
  ) => StandardSchemaV1Result<Output> | Promise<StandardSchemaV1Result<Output>>;
  /** Inferred types associated with the schema. */
  readonly types?: StandardSchemaV1Types<Input, Output> | undefined;
}

/** Options passed to `validate`. */
export interface StandardSchemaV1Options {
  /** Vendor-specific parameters. */
  readonly libraryOptions?: Record<string, unknown> | undefined;
}

/** The result of `validate`. */
export type StandardSchemaV1Result<Output> =
  StandardSchemaV1SuccessResult<Output> | StandardSchemaV1FailureResult;

/** A successful validation. */
export interface StandardSchemaV1SuccessResult<Output> {
  /** The typed output value. */
  readonly value: Output;
  /** Absent on success. */
  readonly issues?: undefined;
}

/** A failed validation. */
export interface StandardSchemaV1FailureResult {
  /** What was wrong. */
  readonly issues: ReadonlyArray<StandardSchemaV1Issue>;
}

/** One validation problem. */
export interface StandardSchemaV1Issue {
  /** The error message of the issue. */
  readonly message: string;
  /** The path of the issue, if any. */
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** The input and output types a schema carries. */
export interface StandardSchemaV1Types<Input = unknown, Output = Input> {
  /** The input type of the schema. */
  readonly input: Input;
  /** The output type of the schema. */
  readonly output: Output;
}

/** The output type of a Standard Schema. */
export type InferSchemaOutput<Schema extends StandardSchemaV1> = NonNullable<
  Schema['~standard']['types']
>['output'];
