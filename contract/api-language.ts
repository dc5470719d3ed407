/** The API's language parameter: one schema for every answer written in a language. */
import * as v from 'valibot';
import { LANGUAGE_CODES } from './languages.ts';

/**
 * `?lang=`: the language of an answer written in one (policies, the documents' lines). It overrides
 * Accept-Language so that the app's stored copy of an answer belongs to one language: a worker who
 * changes language offline is told the copy is not saved in it, never shown the other one.
 */
export const langParam = v.optional(v.pipe(v.picklist(LANGUAGE_CODES), v.description('The language of the answer; without it, the first app language Accept-Language names, else ko.')));

/**
 * A query of `lang` alone. A query with more names `lang: langParam` among its own keys rather than
 * spreading this one's entries: a spread is a property read, which the app's build cannot drop, so
 * the app would carry the server's query schemas (and valibot's code for them) in its first script.
 */
export const LanguageQuerySchema = v.object({ lang: langParam });
export type LanguageQuery = v.InferOutput<typeof LanguageQuerySchema>;
