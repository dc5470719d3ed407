/**
 * Values kept on the phone (the session, the offline stores, a draft) are parsed, never cast
 * (decision 057): each goes through `parseStored` with its contract schema. The lowest platform
 * folder, so the session store uses it too; answers of calls use `parseAnswer` (platform/api/parse.ts).
 */
import * as v from 'valibot';

/** A value kept earlier (the offline store, a draft) checked against its contract schema; null when it no longer matches. */
export function parseStored<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | null {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : null;
}
