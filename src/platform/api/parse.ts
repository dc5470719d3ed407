/**
 * Answers are parsed at the boundary, never cast (ARCHITECTURE): every call's answer goes through
 * `parseAnswer` with its schema from contract/ (decision 057), the same schema the server answers
 * with. An answer that does not match throws (a ValiError), which the screen shows as a failed load.
 * Values kept on the phone go through `parseStored` (platform/stored/parse-stored.ts).
 */
import * as v from 'valibot';

/** The JSON answer of a call (ky's ResponsePromise, or a fetch Response), checked against its contract schema. */
export async function parseAnswer<S extends v.GenericSchema>(schema: S, response: { json(): Promise<unknown> }): Promise<v.InferOutput<S>> {
  return v.parse(schema, await response.json());
}
