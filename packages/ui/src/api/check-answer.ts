import type * as Contracts from '@growday/contracts';

/** What an answer is checked with: a contract schema (or one built from them), as zod offers it. */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

/** Picks an answer's schema from the contracts, which load only when a check runs. */
export type AnswerSchemaOf<T> = (contracts: typeof Contracts) => AnswerSchema<T>;

/**
 * An API answer, checked against its contract in development and tests: a schema drift fails
 * there, loudly. A production build trusts its own API (the same contracts built it) and ships no
 * zod to the browser (issue 13): the schemas load on first use, and never in production, where
 * `process.env.NODE_ENV` is replaced at build time and the check is dropped as dead code.
 */
export async function checkAnswer<T>(data: unknown, schemaOf: AnswerSchemaOf<T>): Promise<T> {
  if (process.env.NODE_ENV === 'production') return data as T;
  return schemaOf(await import('@growday/contracts')).parse(data);
}
