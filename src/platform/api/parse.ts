/**
 * Answers are parsed at the boundary, never cast (ARCHITECTURE): every call's answer goes through
 * `parseAnswer` with its schema from contract/ (decision 057), the same schema the server answers
 * with. An answer that does not match throws (a ValiError), which the screen shows as a failed load.
 */
import * as v from 'valibot';
import type { ResponsePromise } from 'ky';

/** The JSON answer of a call, checked against its contract schema. */
export async function parseAnswer<S extends v.GenericSchema>(schema: S, response: ResponsePromise): Promise<v.InferOutput<S>> {
  return v.parse(schema, await response.json());
}

/** A value kept earlier (the offline store, a draft) checked against its contract schema; null when it no longer matches. */
export function parseStored<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | null {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : null;
}
