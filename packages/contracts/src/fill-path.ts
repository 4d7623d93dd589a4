/** The `:name` placeholders of a path template, as a union of their names (never when it has none). */
export type PathParam<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParam<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * Fill the `:name` placeholders of an API path template (`fillPath(POST_PATHS.postById, { postId })`).
 * It takes the template itself, not a name to look up, so a browser bundle holds only the paths
 * its code reads (docs/decisions.md, Bundle budgets).
 */
export function fillPath<T extends string>(
  template: T,
  params: Record<PathParam<T>, string | number>,
  label: string = template,
): string {
  const values: Partial<Record<string, string | number>> = params;
  return template.replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${label}`);
    return encodeURIComponent(String(value));
  });
}
