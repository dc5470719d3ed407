/**
 * Length in characters as a person counts them (a Hangul syllable or an emoji is one): the input
 * rules' limits (input-rules.ts) and a field's counter (character-counter.tsx) count the same way as
 * the server. A module of its own, so a field with a counter does not bring every input rule with it.
 */
export function textLength(value: string): number {
  return [...value].length;
}
