import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  CASH_COPY,
  ERROR_CODE,
  cashPickQuerySchema,
  cashPickSchema,
  cashTokenQuerySchema,
  cashTokenSchema,
  dataSchema,
  installRewardSchema,
  rewardCashSchema,
} from '@growday/contracts';
import { HttpError, unauthorized } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import type { TokenRefusal } from './cash-repository';

const REFUSALS: Record<TokenRefusal, () => HttpError> = {
  invalid: () => new HttpError(403, ERROR_CODE.cashTokenInvalid, CASH_COPY.tokenInvalid),
  used: () => new HttpError(409, ERROR_CODE.cashTokenUsed, CASH_COPY.tokenUsed),
  expired: () => new HttpError(410, ERROR_CODE.cashTokenExpired, CASH_COPY.tokenExpired),
};

/**
 * Cash rewards (shell spec §4, §7, §8; docs/decisions.md, Cash rewards): a token per new tab, a
 * pick that spends it, the install reward and the total. All need a session; the state-changing
 * ones pass the Origin check every POST gets (security plugin) and their abuse limits.
 */
export const cashRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cash } = app.repos;
  const viewerId = (viewer: { userId: number } | null): number => {
    if (!viewer) throw unauthorized();
    return viewer.userId;
  };

  app.post(
    API_PATHS.cashToken,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'cashToken' },
      schema: {
        operationId: 'createCashToken',
        tags: ['rewards'],
        summary: 'A single-use pick token for this user and browser tab, valid CASH_TOKEN_TTL_SECONDS',
        querystring: cashTokenQuerySchema,
        response: { 200: dataSchema(cashTokenSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({
      data: { token: await cash.issueToken(viewerId(request.viewer), Number(request.query.tabId)) },
    }),
  );

  app.post(
    API_PATHS.cashPick,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'cashPick' },
      schema: {
        operationId: 'pickCash',
        tags: ['rewards'],
        summary:
          "Spend a token: the day's next scheduled cash and its transaction key, or neither (with a reason) over the daily cap or within the minimum interval",
        querystring: cashPickQuerySchema,
        response: { 200: dataSchema(cashPickSchema), ...errorResponses(400, 401, 403, 409, 410, 429) },
      },
    },
    async (request) => {
      const { token, tabId } = request.query;
      const outcome = await cash.pick(viewerId(request.viewer), token, Number(tabId));
      if (outcome.kind === 'refused') throw REFUSALS[outcome.refusal]();
      if (outcome.kind === 'empty') return { data: { reason: outcome.reason } };
      return { data: { cash: outcome.cash, transactionKey: outcome.transactionKey } };
    },
  );

  app.post(
    API_PATHS.rewardInstall,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'rewardInstall' },
      schema: {
        operationId: 'installReward',
        tags: ['rewards'],
        summary:
          'Pay the install reward once per user. 409 when already paid (the client closes the install reward); 500 when it could not be recorded (not rewarded, try again)',
        response: { 200: dataSchema(installRewardSchema), ...errorResponses(401, 403, 409, 429, 500) },
      },
    },
    async (request) => {
      const outcome = await cash.install(viewerId(request.viewer));
      if (outcome.kind === 'alreadyPaid') {
        throw new HttpError(409, ERROR_CODE.installRewardAlreadyPaid, CASH_COPY.installAlreadyRewarded);
      }
      return { data: { open: true, cash: outcome.cash, transactionKey: outcome.transactionKey } };
    },
  );

  app.get(
    API_PATHS.rewardCash,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'getRewardCash',
        tags: ['rewards'],
        summary: "The viewer's cash: the sum of their ledger rows (reversals included)",
        response: { 200: dataSchema(rewardCashSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: { totalCash: await cash.total(viewerId(request.viewer)) } }),
  );
};
