import fc from 'fast-check';
import { COMMUNITY_IMAGE_FIELD, PROFILE_FORM_FIELDS } from '@growday/contracts';
import { fuzzedOf, hostileString, hostileValue, validOf, type JsonSchema } from './schema-arbitrary';

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiResponse {
  content?: Record<string, { schema: JsonSchema }>;
}

interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path template, `{name}` for each path parameter. */
  template: string;
  parameters: OpenApiParameter[];
  body: JsonSchema | undefined;
  /** Schema of each documented status ('200', '400', ...). */
  responses: Map<number, JsonSchema | undefined>;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [template, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase() as Operation['method'],
        template,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
        responses: new Map(
          Object.entries(op.responses).map(([status, r]) => [Number(status), r.content?.['application/json']?.schema]),
        ),
      });
    }
  }
  return ops;
}

export type Viewer = 'anonymous' | 'member' | 'admin';

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | {
      kind: 'multipart';
      fields: [string, string][];
      file?: { field: string; name: string; type: string; bytes: number[] };
    };

export interface FuzzRequest {
  viewer: Viewer;
  /** Which of the signed-in members (several, so per-user limits spread). */
  member: number;
  /** The client address (many, so per-address limits spread). */
  address: number;
  url: string;
  body?: FuzzBody;
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate, which encodeURIComponent refuses, becomes U+FFFD). */
const percentEncode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

/** A path parameter's text: encoded, except the file route's wildcard keeps its slashes. */
const pathText = (name: string, value: string) =>
  name === '*' ? value.split('/').map(percentEncode).join('/') : percentEncode(value);

const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));

/** A parameter's value as text: valid for its schema mostly, hostile sometimes. */
const paramText = (p: OpenApiParameter) =>
  fc.oneof({ weight: 4, arbitrary: fuzzedOf(p.schema).map(asText) }, { weight: 1, arbitrary: hostileString });

/** Query parameters: each optional one present or not; sometimes repeated or joined by unknown ones. */
function queryOf(params: OpenApiParameter[]): fc.Arbitrary<[string, string][]> {
  const entries = params.map((p) =>
    fc
      .tuple(p.required ? fc.constant(true) : fc.boolean(), paramText(p), fc.option(paramText(p), { freq: 8 }))
      .map(([present, value, repeat]): [string, string][] => {
        if (!present) return [];
        return repeat === null
          ? [[p.name, value]]
          : [
              [p.name, value],
              [p.name, repeat],
            ];
      }),
  );
  const extra = fc.option(
    fc.tuple(
      hostileString.map((k) => k.slice(0, 40) || 'x'),
      hostileString,
    ),
    { freq: 6 },
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([lists, more]) => [...lists.flat(), ...(more ? [more] : [])]);
}

/** A small PNG or a few random bytes: the upload routes decode what they are given. */
const PNG_1X1 = [
  137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137,
  0, 0, 0, 13, 73, 68, 65, 84, 120, 156, 99, 248, 15, 4, 0, 9, 251, 3, 253, 227, 85, 242, 156, 0, 0, 0, 0, 73, 69, 78,
  68, 174, 66, 96, 130,
];

/** The multipart routes (profile and community image) describe their form in words, not a schema. */
function multipartOf(op: Operation): fc.Arbitrary<FuzzBody> | undefined {
  const fileField =
    op.operationId === 'uploadCommunityImage'
      ? COMMUNITY_IMAGE_FIELD
      : op.operationId === 'updateCurrentUser'
        ? PROFILE_FORM_FIELDS.profile
        : undefined;
  if (!fileField) return undefined;
  const textFields =
    op.operationId === 'updateCurrentUser'
      ? [PROFILE_FORM_FIELDS.username, PROFILE_FORM_FIELDS.jobId, PROFILE_FORM_FIELDS.jobGroupId]
      : [];
  const fieldValue = fc.oneof(
    fc.stringMatching(/^[a-z][a-z0-9_]{2,14}$/),
    fc.integer({ min: 0, max: 40 }).map(String),
    hostileString,
  );
  const file = fc.record({
    field: fc.oneof({ weight: 4, arbitrary: fc.constant(fileField) }, { weight: 1, arbitrary: fc.constant('other') }),
    name: fc.constantFrom('a.png', 'a.jpg', '../../x.png', '<b>.png', ''),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream'),
    bytes: fc.oneof(fc.constant(PNG_1X1), fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 })),
  });
  return fc
    .tuple(
      fc
        .subarray(textFields)
        .chain((names) => fc.tuple(...names.map((n) => fieldValue.map((v): [string, string] => [n, v])))),
      fc.option(file, { freq: 2 }),
    )
    .map(([fields, f]): FuzzBody => ({ kind: 'multipart', fields, ...(f ? { file: f } : {}) }));
}

const brokenJson = fc.constantFrom('{', '{"a":1,}', '[1,2', 'nul', '"\\u12"', '{"a":"\u0000"', '\u0000', ' ');

function bodyOf(op: Operation): fc.Arbitrary<FuzzBody | undefined> {
  const multipart = multipartOf(op);
  if (multipart) return multipart;
  if (!op.body) return fc.constant(undefined);
  return fc.oneof(
    { weight: 12, arbitrary: fuzzedOf(op.body).map((value): FuzzBody => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: hostileValue.map((value): FuzzBody => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: brokenJson.map((text): FuzzBody => ({ kind: 'raw', contentType: 'application/json', text })),
    },
  );
}

/** Valid query parameters only: each optional one present or not. */
function validQueryOf(params: OpenApiParameter[]): fc.Arbitrary<[string, string][]> {
  return fc
    .tuple(
      ...params.map((p) =>
        fc
          .tuple(p.required ? fc.constant(true) : fc.boolean(), validOf(p.schema).map(asText))
          .map(([present, v]): [string, string][] => (present ? [[p.name, v]] : [])),
      ),
    )
    .map((lists) => lists.flat());
}

function urlOf(
  op: Operation,
  param: (p: OpenApiParameter) => fc.Arbitrary<string>,
  query: fc.Arbitrary<[string, string][]>,
) {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const path = fc
    .tuple(...pathParams.map((p) => param(p).map((v) => [p.name, v] as const)))
    .map((values) =>
      values.reduce((url, [name, v]) => url.replace(`{${name}}`, pathText(name, v) || '%20'), op.template),
    );
  return fc.tuple(path, query).map(([p, q]) => (q.length ? `${p}?${new URLSearchParams(q)}` : p));
}

/**
 * Generated requests for one operation, signed in (members or the admin) and out: half valid in
 * every part (they reach the handler), half with hostile parameters or bodies.
 */
export function requestsOf(op: Operation): fc.Arbitrary<FuzzRequest> {
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const valid = fc.record({
    url: urlOf(op, (p) => validOf(p.schema).map(asText), validQueryOf(queryParams)),
    body:
      multipartOf(op) ??
      (op.body ? validOf(op.body).map((value): FuzzBody => ({ kind: 'json', value })) : fc.constant(undefined)),
  });
  const hostile = fc.record({ url: urlOf(op, paramText, queryOf(queryParams)), body: bodyOf(op) });
  return fc
    .tuple(
      fc.constantFrom<Viewer>('anonymous', 'member', 'admin'),
      fc.nat({ max: 7 }),
      fc.nat({ max: 255 }),
      fc.oneof(valid, hostile),
    )
    .map(([viewer, member, address, { url, body }]) => ({ viewer, member, address, url, ...(body ? { body } : {}) }));
}
