import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_CASH_LEDGER_LIMIT,
  API_PATHS,
  CASH_COPY,
  ERROR_CODE,
  adminCashLedgerQuerySchema,
  adminCashLedgerSchema,
  adminCashReversalSchema,
  cashTransactionKeyParamsSchema,
  dataSchema,
} from '@growday/contracts';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../plugins/error-handler';
import { adminOf } from '../admin/admin-guard';
import type { AuditRepository } from '../admin/audit-repository';
import { errorResponses } from '../shared/error-responses';

/**
 * The cash ledger on the operator's desk (docs/decisions.md, Cash rewards client): the latest rows,
 * or one user's with their total, and a reversal (a new row of the opposite amount, never an
 * edit), written with its audit row in one transaction like `npm run ops -- cash reverse`.
 */
export const adminCashRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, opts) => {
  const { cash } = app.repos;

  app.get(
    API_PATHS.adminCashLedger,
    {
      config: { abuseLimit: 'admin' },
      schema: {
        operationId: 'listAdminCashLedger',
        tags: ['admin'],
        summary: `The latest cash ledger rows (at most ${ADMIN_CASH_LEDGER_LIMIT}), newest first; ?user= for one user's rows and total`,
        querystring: adminCashLedgerQuerySchema,
        response: { 200: dataSchema(adminCashLedgerSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user } = request.query;
      const rows = await cash.ledger(user, ADMIN_CASH_LEDGER_LIMIT);
      if (rows === null) throw notFound();
      const first = rows[0];
      const totalCash = user === undefined ? null : first ? await cash.total(first.userId) : 0;
      return {
        data: {
          items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
          totalCash,
        },
      };
    },
  );

  app.post(
    API_PATHS.adminCashReverse,
    {
      config: { abuseLimit: 'admin' },
      schema: {
        operationId: 'reverseAdminCashEntry',
        tags: ['admin'],
        summary:
          'Cancel a pick or install payout with a reversing row; audited. 404 for an unknown key; 409 for a reversal or a row already reversed',
        params: cashTransactionKeyParamsSchema,
        response: { 200: dataSchema(adminCashReversalSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { transactionKey } = request.params;
      const outcome = await opts.audit.audited(adminOf(request), async (tx: Db) => {
        const result = await app.reposIn(tx).cash.reverse(transactionKey);
        const entries =
          result.kind === 'reversed'
            ? [
                {
                  action: 'cash.reverse',
                  targetType: 'cash',
                  targetId: transactionKey,
                  detail: `${result.amount} for user#${result.userId}`,
                },
              ]
            : [];
        return { result, entries };
      });
      switch (outcome.kind) {
        case 'reversed':
          return {
            data: {
              transactionKey: outcome.transactionKey,
              reversesKey: transactionKey,
              userId: outcome.userId,
              amount: outcome.amount,
            },
          };
        case 'unknown':
          throw notFound();
        case 'isReversal':
          throw new HttpError(409, ERROR_CODE.conflict, CASH_COPY.reversalNotReversible);
        case 'alreadyReversed':
          throw new HttpError(409, ERROR_CODE.conflict, CASH_COPY.alreadyReversed);
      }
    },
  );
};
