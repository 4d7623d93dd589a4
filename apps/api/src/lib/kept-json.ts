import { z } from 'zod';

/** A string with a JSON content type is sent as it is: Fastify skips the serializer for it. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Finished JSON text kept beside the cached answers it was encoded from: a visitor's answer taken
 * from a shared cache is the same object for every visitor, so it is checked against the contract
 * and serialised once instead of on every request (the response serialiser's zod pass was the
 * largest single cost of a cached search). Keyed by the object itself, so a text goes when the
 * cache lets its answer go, and a reloaded answer is encoded afresh.
 */
export function keptJson<V extends object, S extends z.ZodType>(
  schema: S,
  body: (value: V) => z.output<S>,
): (value: V) => string {
  const texts = new WeakMap<V, string>();
  return (value) => {
    let text = texts.get(value);
    if (text === undefined) {
      // As the response serialiser does it: the contract's encode (which drops unknown keys), then text.
      text = JSON.stringify(z.encode(schema, body(value)));
      texts.set(value, text);
    }
    return text;
  };
}
