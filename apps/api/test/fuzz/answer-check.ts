import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { errorEnvelopeSchema } from '@growday/contracts';
import { z } from 'zod';
import type { Operation } from './operations';
import type { JsonSchema } from './schema-arbitrary';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** Statuses every operation may answer besides its own: the abuse limit (the brief counts it as documented). */
const ALWAYS_ALLOWED = new Set([429]);

const isEmptySchema = (s: JsonSchema | undefined) => s !== undefined && Object.keys(s).length === 0;

/**
 * Checks an answer against the operation's documented responses: the status must be listed, a JSON
 * body must match that status's schema, an error status must carry the error envelope, and no
 * answer may be a 5xx. Returns what is wrong, or null.
 */
export function createAnswerChecker(ops: Operation[]) {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: false, unicodeRegExp: true }));
  const envelope = ajv.compile(z.toJSONSchema(errorEnvelopeSchema, { target: 'draft-2020-12' }));
  const validators = new Map<string, ValidateFunction | null>();
  const validatorOf = (op: Operation, status: number): ValidateFunction | null => {
    const key = `${op.operationId} ${status}`;
    if (!validators.has(key)) {
      const schema = op.responses.get(status);
      validators.set(key, schema && !isEmptySchema(schema) ? ajv.compile(schema) : null);
    }
    return validators.get(key) ?? null;
  };
  for (const op of ops) for (const status of op.responses.keys()) validatorOf(op, status);

  return (op: Operation, res: LightMyRequestResponse): string | null => {
    const status = res.statusCode;
    if (status >= 500) return `answered ${status}: ${res.body.slice(0, 300)}`;
    if (!op.responses.has(status) && !ALWAYS_ALLOWED.has(status)) {
      return `answered ${status}, which is not documented (documented: ${[...op.responses.keys()].join(', ')}): ${res.body.slice(0, 300)}`;
    }
    if (status >= 300 && status < 400) {
      return res.headers.location ? null : `answered ${status} without a Location`;
    }
    const schema = op.responses.get(status);
    if (isEmptySchema(schema) && status < 400) return null; // a file or an image: any bytes
    const type = String(res.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) return `answered ${status} as ${type || 'no content type'}, not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `answered ${status} with a body that is not JSON: ${res.body.slice(0, 200)}`;
    }
    // A status's documented schema wins (GraphQL documents its own error shape); an error status
    // without one (the abuse limit) must carry the error envelope.
    const validate = validatorOf(op, status) ?? (status >= 400 ? envelope : null);
    if (validate && !validate(body)) {
      return `answered ${status} outside its schema (${ajv.errorsText(validate.errors)}): ${res.body.slice(0, 300)}`;
    }
    return null;
  };
}
