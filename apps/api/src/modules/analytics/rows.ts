/** The rows of a raw `db.execute` answer (PGlite and node-postgres give `{ rows }`, some drivers an array). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
