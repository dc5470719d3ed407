/** PostgreSQL's unique_violation (23505) on that constraint or index (PGlite reports it the same way). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const details = error as { code?: unknown; constraint?: unknown };
  return details.code === '23505' && details.constraint === constraint;
}
