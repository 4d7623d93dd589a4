import fc from 'fast-check';

/** The subset of JSON Schema (2020-12, as zod writes it into the OpenAPI document) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/**
 * Hosts a generated URL may name. Only loopback and private addresses: the ingestion and image
 * fetchers refuse them before any connection, so a fuzzed feed or image URL never leaves the machine.
 */
const URL_HOSTS = ['127.0.0.1', '10.0.0.1', '192.168.1.1', '[::1]', '169.254.169.254'] as const;

/** Strings that have broken parsers before: control characters, markup, SQL, path tricks, odd unicode. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u0000abc',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u202d',
  '\ufeff',
  '👩‍👩‍👧‍👦'.repeat(20),
  'e\u0301'.repeat(50),
  '한국어 텍스트',
  '%00',
  '%',
  '%%%',
  '%2e%2e%2f',
  '../../etc/passwd',
  '..\\..\\windows',
  '<script>window.__xss=1</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'; drop table posts; --",
  '\\',
  '{"a":',
  '[]',
  '{}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '0',
  '-1',
  '1e309',
  '9'.repeat(40),
  '0x10',
  '1.5',
  ' 1',
  '1 ',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '*',
  '?',
  '#',
  '&',
  '=',
  '\r\nSet-Cookie: x=1',
  'a'.repeat(5_000),
  'ㄱ'.repeat(20_000),
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);

/** Any string: short or huge, ASCII, full unicode (lone surrogates included), or a known nasty one. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1_000, maxLength: 30_000, size: 'max' }) },
);

/** Values of every JSON type, including deep nesting and prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -2147483649,
      2147483648,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 2,
      -Number.MAX_SAFE_INTEGER,
      1e300,
      [],
      {},
      [null],
      { __proto__: { admin: true } },
      JSON.parse('{"__proto__":{"polluted":1}}') as unknown,
      JSON.parse('{"constructor":{"prototype":{"polluted":1}}}') as unknown,
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.constant(deepNest(200)) },
);

function deepNest(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

const typesOf = (s: JsonSchema): string[] => (s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]);

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  if (s.pattern) {
    const re = new RegExp(s.pattern, s.pattern.includes('\\p{') ? 'u' : '');
    return fc.stringMatching(re).filter((v) => withinLength(v, s));
  }
  switch (s.format) {
    case 'uri':
      return fc
        .tuple(fc.constantFrom('http', 'https'), fc.constantFrom(...URL_HOSTS), fc.webPath(), fc.webQueryParameters())
        .map(([scheme, host, p, q]) => `${scheme}://${host}${p}${q ? `?${q}` : ''}`)
        .filter((v) => withinLength(v, s));
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
  }
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? Math.max(minLength, 60);
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40) }),
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + 40) }),
    // Near the limit, where cut-offs and column widths live.
    fc.string({ minLength: Math.max(minLength, maxLength - 2), maxLength, size: 'max' }),
  );
}

const withinLength = (v: string, s: JsonSchema) =>
  v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Number.MAX_SAFE_INTEGER);

/** Ids in the seeded database are small: most generated ids should name real rows. */
function integerOf(s: JsonSchema): fc.Arbitrary<number> {
  // Without a bound the schema accepts any safe integer, beyond PostgreSQL's integer columns too.
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? Number.MIN_SAFE_INTEGER);
  const max = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? Number.MAX_SAFE_INTEGER);
  const small = fc.integer({ min: Math.max(min, Math.min(0, max)), max: Math.min(max, Math.max(min, 0) + 40) });
  const big = [2_147_483_648, 9_999_999_999, Number.MAX_SAFE_INTEGER].filter((n) => n >= min && n <= max);
  return fc.oneof(
    { weight: 4, arbitrary: small },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
    { weight: 1, arbitrary: fc.integer(midRange(min, max)) },
    ...(big.length ? [{ weight: 1, arbitrary: fc.constantFrom(...big) }] : []),
  );
}

/** The 32-bit part of [min, max], or the whole range when it lies outside 32 bits. */
function midRange(min: number, max: number): { min: number; max: number } {
  const lo = Math.max(min, -(2 ** 31));
  const hi = Math.min(max, 2 ** 31 - 1);
  return lo <= hi ? { min: lo, max: hi } : { min, max };
}

/** Values the schema accepts (the request reaches the handler). */
export function validOf(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(validOf));
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((type) => validOf({ ...s, type })));
  switch (types[0]) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return integerOf(s);
    case 'number':
      return fc.double({
        min: s.minimum ?? s.exclusiveMinimum ?? -1e6,
        max: s.maximum ?? s.exclusiveMaximum ?? Math.max(1e6, s.minimum ?? s.exclusiveMinimum ?? 0),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? validOf(s.items) : fc.jsonValue({ maxDepth: 2 }), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? Number.MAX_SAFE_INTEGER, (s.minItems ?? 0) + 5),
      });
    case 'object':
      return objectOf(s);
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

function objectOf(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  if (keys.length === 0 && typeof s.additionalProperties === 'object') {
    const keyArb = s.propertyNames ? (validOf(s.propertyNames) as fc.Arbitrary<string>) : fc.string({ maxLength: 20 });
    return fc.dictionary(keyArb, validOf(s.additionalProperties), { maxKeys: 5 });
  }
  const required = new Set(s.required ?? []);
  return fc.record(Object.fromEntries(keys.map((k) => [k, validOf(props[k] ?? {})])), {
    requiredKeys: keys.filter((k) => required.has(k)),
  });
}

/**
 * A value near the schema but wrong: a wrong type, a hostile string, or for objects a missing
 * required field, an extra field or one field made hostile.
 */
export function invalidOf(s: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(s);
  if (types.includes('object') && s.properties) {
    const keys = Object.keys(s.properties);
    const valid = objectOf(s);
    return fc.oneof(
      // A required field left out.
      fc.tuple(valid, fc.constantFrom(...(s.required?.length ? s.required : ['__none__']))).map(([o, k]) => {
        const copy = { ...o };
        delete copy[k];
        return copy;
      }),
      // An extra field.
      fc.tuple(valid, hostileString, hostileValue).map(([o, k, v]) => ({ ...o, [k.slice(0, 50) || 'x']: v })),
      // One field given a hostile or wrongly typed value (recursively, so nested objects break too).
      keys.length
        ? fc
            .tuple(valid, fc.constantFrom(...keys))
            .chain(([o, k]) =>
              fc.oneof(hostileValue, invalidOf(s.properties?.[k] ?? {})).map((v) => ({ ...o, [k]: v })),
            )
        : fc.constant({}),
      hostileValue,
    );
  }
  if (types.includes('array') && s.items) {
    return fc.oneof(
      fc.array(invalidOf(s.items), { minLength: 1, maxLength: 3 }),
      fc.array(validOf(s.items), { minLength: (s.maxItems ?? 50) + 1, maxLength: (s.maxItems ?? 50) + 3 }),
      hostileValue,
    );
  }
  return hostileValue;
}

/** Mostly valid values, some invalid: each generated request has a fair chance to reach its handler. */
export function fuzzedOf(s: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: validOf(s) }, { weight: 1, arbitrary: invalidOf(s) });
}
