/** The rows of a raw `db.execute` answer (PGlite and node-postgres give `{ rows }`, some drivers an array). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** A json column's value: node-postgres parses json columns; PGlite may hand the text over as it is. */
export const jsonOf = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
