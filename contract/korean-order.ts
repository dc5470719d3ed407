/**
 * Korean dictionary order (가나다순), for every list sorted by a name: one collator shared by every
 * comparison. `a.localeCompare(b, 'ko')` builds a collator at each call, about eight times slower: a
 * site roster of 300 workers sorted in 4.9 ms instead of 0.6 (issue 32).
 */
export const compareKorean: (a: string, b: string) => number = new Intl.Collator('ko').compare;
