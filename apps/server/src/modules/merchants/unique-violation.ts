/** A PostgreSQL unique violation (23505), as pg or PGlite report it, directly or as the cause of a Drizzle error. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
