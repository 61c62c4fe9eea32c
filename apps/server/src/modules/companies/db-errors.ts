/** PostgreSQL unique violation (23505), whether drizzle wrapped the driver's error or not (as modules/ops has it). */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 3 && cur; i++) {
    const err = cur as { code?: string; constraint?: string };
    if (err.code === "23505") return !constraint || err.constraint === undefined || err.constraint === constraint;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}
