/** The screens that carry the worker's bottom tab bar (docs/spec-notes.md §2). */
export const TAB_BAR_PATHS: ReadonlySet<string> = new Set(['/', '/work', '/incomeReceipt', '/myAccount', '/incomeMonthly']);
