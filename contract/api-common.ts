/**
 * The schema parts every API module shares (decision 057): year and month queries, rule-checked strings, days and amounts. Schemas are written with valibot: the server
 * validates requests and writes its OpenAPI document with them, the app parses every answer with
 * them (src/platform/api/client.ts `getJson`), and the types are inferred from them.
 *
 * Idioms: `v.pipe(v.string(), v.maxLength(40), v.description('…'), v.examples(['…']))`;
 * an optional field is `v.optional(x)`; a rule of input-rules.ts is `ruled(checkPhone, 40)`.
 * Descriptions and examples end up in the OpenAPI document; keep them short (the app downloads them).
 * Every exported `…Schema` is a component of the document, named without the suffix.
 */
import * as v from 'valibot';

/** Long enough for any real value; short enough that a huge string is a 400, not work. */
export const MAX_CODE = 40;

/**
 * A string checked by a shared rule (contract/input-rules.ts); a failure answers the rule's code in
 * `fields` (the issue's message is the code: server/http/errors.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function ruled(check: (value: string) => string | null, maxLength: number) {
  return v.pipe(
    v.string(),
    v.maxLength(maxLength),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const rule = check(dataset.value);
      if (rule) addIssue({ message: rule });
    }),
  );
}

/** A string that must hold something: '' is `required`. */
/* @__NO_SIDE_EFFECTS__ */
export const requiredString = (maxLength: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(maxLength));

/** A rule of its own on a value already typed: the issue's message is the rule code. */
/* @__NO_SIDE_EFFECTS__ */
export const ruleCheck = <T>(test: (value: T) => boolean, code: string) => v.check<T, string>(test, code);

/** An instant with its offset, as the API writes them (2026-11-20T07:58:00+09:00), milliseconds optional. */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

/** An integer query parameter (query values are text): `2026` → 2026 within min..max, else `type` or `range`. */
/* @__NO_SIDE_EFFECTS__ */
export const intParam = (min: number, max: number, description: string, example: number) =>
  v.pipe(v.string(), v.toNumber(), v.number(), v.integer(), v.minValue(min), v.maxValue(max), v.description(description), v.examples([example]));

export const yearParam = intParam(2000, 2100, 'A year, 2000..2100.', 2026);
export const monthParam = intParam(1, 12, 'A month, 1..12.', 11);

/** A year: GET /pay/yearly, /certificates/…?year. */
export const YearQuerySchema = v.object({ year: yearParam });

/** A month of the Asia/Seoul calendar: GET /work/monthly, /pay/statement, /pay/daily. */
export const MonthQuerySchema = v.object({ year: yearParam, month: monthParam });

/* @__NO_SIDE_EFFECTS__ */
export const intField = (description?: string) =>
  description === undefined ? v.pipe(v.number(), v.integer()) : v.pipe(v.number(), v.integer(), v.description(description));

/** yyyymmdd, a day in Asia/Seoul. */
export const dayKey = v.pipe(v.string(), v.description('yyyymmdd, a day in Asia/Seoul.'));

/** An amount in won (an integer). */
/* @__NO_SIDE_EFFECTS__ */
export const wonField = (description: string) => v.pipe(v.number(), v.integer(), v.description(`${description} (won).`));

/** An instant as the API writes it: ISO 8601 with offset. */
/* @__NO_SIDE_EFFECTS__ */
export const instantField = (description?: string) => v.pipe(v.string(), v.description(description ?? 'ISO 8601 with offset.'));

export const yesNo = v.picklist(['Y', 'N']);

/**
 * The query of a list paged by keyset: `cursor` (the previous page's `nextCursor`, opaque; the server
 * also checks it is one it made) and `limit`, 1..max with its default.
 */
/* @__NO_SIDE_EFFECTS__ */
export const pageQuery = (defaultLimit: number, maxLimit: number) => ({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200), v.description('The `nextCursor` of the previous page (opaque).'))),
  limit: v.pipe(
    v.optional(intParam(1, maxLimit, `Items per page, 1..${String(maxLimit)}.`, defaultLimit), `${String(defaultLimit)}`),
    // The document states the default as the integer it becomes.
    v.metadata({ default: defaultLimit }),
  ),
});

/** A page's `nextCursor`: pass it back as `cursor`; null when there is no more. */
export const nextCursorField = v.pipe(v.nullable(v.string()), v.description('Pass back as `cursor` for the next page; null: no more.'));

/** A call that takes no parameters: any is refused (BAD_REQUEST). */
export const NoQuerySchema = v.strictObject({});
