import { textLength } from '#contract/text-length.ts';

/** "n / max" under a field; over the limit it turns to the error colour. Counted as the server counts. */
export function CharacterCounter({ value, max }: { value: unknown; max: number }) {
  const length = typeof value === 'string' ? textLength(value) : 0;
  return (
    <p className={length > max ? 'field__counter field__counter--over' : 'field__counter'} aria-live="polite">
      {length} / {max}
    </p>
  );
}
