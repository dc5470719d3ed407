/**
 * Answers are parsed at the boundary, never cast (decision 057): every call's answer goes through
 * `parseAnswer` with its schema from contract/ (decision 057), the same schema the server answers
 * with. An answer that does not match throws (a ValiError), which the screen shows as a failed load.
 * Values kept on the phone go through `parseStored` (platform/stored/parse-stored.ts).
 */
import * as v from 'valibot';

/** The JSON answer of a call (ky's ResponsePromise, or a fetch Response), checked against its contract schema. */
export async function parseAnswer<S extends v.GenericSchema>(schema: S, response: { json(): Promise<unknown> }): Promise<v.InferOutput<S>> {
  return v.parse(schema, await response.json());
}

/**
 * The JSON answer of a call whose expected empty answer is 204 without a body ("nothing yet": no home
 * project, no statement for the month): null for that, else the answer checked as parseAnswer does.
 */
export async function parseAnswerOrNone<S extends v.GenericSchema>(schema: S, response: Promise<Response>): Promise<v.InferOutput<S> | null> {
  const answer = await response;
  return answer.status === 204 ? null : parseAnswer(schema, answer);
}
