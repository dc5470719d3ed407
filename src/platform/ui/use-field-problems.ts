/**
 * A form's refused fields: each field's broken rule (a code the form turns into its message), and
 * after every refusal, by the form's own check or the server's, the focus on the first field marked
 * invalid, so a person (and a screen reader) lands where the form needs them.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

export function useFieldProblems<P extends object>(form: RefObject<HTMLFormElement | null>) {
  const [problems, setProblems] = useState<P>({} as P);
  // Bumped by each refusal: the focus goes to the first field with a message.
  const [refused, setRefused] = useState(0);

  useEffect(() => {
    if (refused === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused, form]);

  /** Shows these problems (replacing those shown) and moves the focus to the first. */
  const refuse = useCallback((found: P) => {
    setProblems(found);
    setRefused((count) => count + 1);
  }, []);

  /** The field changed: its message goes. */
  const clear = useCallback((field: keyof P) => {
    setProblems((shown) => Object.fromEntries(Object.entries(shown).filter(([key]) => key !== field)) as P);
  }, []);

  return { problems, setProblems, refuse, clear };
}
