import { z } from 'zod';
import { ApiErrorSchema } from './api-envelope.schema';

/**
 * The flow kit's contract (DESIGN "Flows are machines"): a flow is a record of step schemas, one
 * zod object per step that owns data. The form of a step, the machine's `stepValid` guard and the
 * server's validator all use these same schemas; the API call sends them merged.
 */
export type StepSchemas = Record<string, z.ZodObject>;

/** What a flow has kept so far: each step's parsed data, once that step was accepted. */
export type StepData<S extends StepSchemas> = { [K in keyof S]?: z.output<S[K]> };

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The API call's payload: every step's output together. */
export type MergedOutput<S extends StepSchemas> = UnionToIntersection<{ [K in keyof S]: z.output<S[K]> }[keyof S]>;
export type MergedInput<S extends StepSchemas> = UnionToIntersection<{ [K in keyof S]: z.input<S[K]> }[keyof S]>;

/**
 * The steps merged for the API call. An intersection, not one big object: each step keeps its own
 * refinements (a step's `superRefine` sees exactly what its form saw), and every issue keeps the
 * path of its field, so a server 422 names fields the way the forms do.
 */
export function mergeSteps<S extends StepSchemas>(steps: S): z.ZodType<MergedOutput<S>, MergedInput<S>> {
  const schemas = Object.values(steps) as z.ZodObject[];
  const [first, ...rest] = schemas;
  if (!first) throw new Error('a flow needs at least one step schema');
  return rest.reduce<z.ZodType>((all, step) => z.intersection(all, step), first) as never;
}

/** The step whose schema owns a field path (`others.city` belongs to the step with `others`). */
export function stepOfField<S extends StepSchemas>(steps: S, field: string): keyof S | undefined {
  const top = field.split('.')[0] ?? field;
  return (Object.keys(steps) as (keyof S)[]).find((step) => top in (steps[step] as z.ZodObject).shape);
}

/**
 * The field messages of a refused API call (422 with `errors`), or null for any other failure.
 * Reads the shape the client's ApiRequestError has (`status`, `data`) without importing it.
 */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  if (!error || typeof error !== 'object') return null;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== 422) return null;
  const parsed = ApiErrorSchema.safeParse(data);
  return parsed.success && parsed.data.errors && Object.keys(parsed.data.errors).length > 0 ? parsed.data.errors : null;
}

/** The message to show for a failed call: the server's own when it sent one. */
export function problemOf(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const { status, data } = error as { status?: unknown; data?: unknown };
    const parsed = ApiErrorSchema.safeParse(data);
    if (parsed.success && typeof status === 'number' && status > 0) return parsed.data.message;
  }
  return fallback;
}

/**
 * A draft read back from storage: each step's data is parsed with its schema again (the stored
 * text may be old, tampered with or from an older build); a step that fails is simply not kept.
 */
export function parseDraft<S extends StepSchemas>(steps: S, raw: unknown): StepData<S> {
  const out: Record<string, unknown> = {};
  if (!raw || typeof raw !== 'object') return out as StepData<S>;
  for (const [step, schema] of Object.entries(steps)) {
    const parsed = schema.safeParse((raw as Record<string, unknown>)[step]);
    if (parsed.success) out[step] = parsed.data;
  }
  return out as StepData<S>;
}

function schemaOf<S extends StepSchemas>(steps: S, step: keyof S): z.ZodObject {
  const schema = steps[step] as z.ZodObject | undefined;
  if (!schema) throw new Error(`no step "${String(step)}" in this flow`);
  return schema;
}

/** Does `data` pass the step's schema? (the machine's `stepValid` and `stepKept` guards) */
export const stepAccepts = <S extends StepSchemas>(steps: S, step: keyof S, data: unknown): boolean =>
  schemaOf(steps, step).safeParse(data).success;

/** The step's data as its schema outputs it (the machine keeps this, never the raw form values). */
export const parseStep = <S extends StepSchemas, K extends keyof S>(steps: S, step: K, data: unknown) =>
  schemaOf(steps, step).parse(data) as z.output<S[K]>;

/** Does the server's refusal name a field of this step? (its screen then opens on the error summary) */
export const stepHasErrors = <S extends StepSchemas>(
  steps: S,
  errors: Record<string, string[]> | null,
  step: keyof S | null,
): boolean =>
  step !== null && errors !== null && Object.keys(errors).some((field) => stepOfField(steps, field) === step);
