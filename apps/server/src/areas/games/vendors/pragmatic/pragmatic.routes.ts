import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { VendorConnection, VendorCredentialsService } from '../vendor-credentials.service.ts';
import { describe, PP, PpError } from './pragmatic.errors.ts';
import { verifyPragmaticHash } from './pragmatic.hash.ts';
import {
  authenticateParams,
  balanceParams,
  balancePerGameParams,
  betParams,
  bonusWinParams,
  endRoundParams,
  jackpotWinParams,
  promoWinParams,
  refundParams,
  resultParams,
} from './pragmatic.schemas.ts';
import { PRAGMATIC, type PragmaticWallet } from './pragmatic.wallet.ts';

/** A wallet call is a few hundred bytes (roundDetails up to 4000 characters). */
const BODY_LIMIT = 16 * 1024;
const pathParams = z.object({ merchantCode: z.string().min(1).max(64) });

type Handler<S extends z.ZodType> = (c: VendorConnection, p: z.output<S>) => Promise<object>;

const failure = (code: (typeof PP)[keyof typeof PP], extra: object = {}) => ({
  ...extra,
  error: code,
  description: describe(code),
});

/**
 * `/vendors/pragmatic/{merchantCode}/*.html`: the endpoints of Pragmatic Play's Seamless Wallet API
 * a merchant exposes, as Pragmatic calls them: form-encoded POSTs carrying an MD5 hash of their
 * parameters and the merchant's secret, answered with JSON whose `error` field is the outcome
 * (HTTP 200 always). A bad hash is refused (5) before anything else is read or changed.
 */
export async function pragmaticRoutes(
  app: FastifyInstance,
  opts: { wallet: PragmaticWallet; credentials: VendorCredentialsService },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function handle<S extends z.ZodType>(
    req: FastifyRequest,
    schema: S,
    run: Handler<S>,
    endRound = false,
  ) {
    const { merchantCode } = pathParams.parse(req.params);
    const raw = (req.body ?? {}) as Record<string, string>;
    // Without an enabled connection there is no secret to check against: as bad as a wrong hash.
    const c = await opts.credentials.connectionByCode(PRAGMATIC, merchantCode);
    if (!c || !verifyPragmaticHash(raw, c.secret)) return failure(PP.INVALID_HASH);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return failure(PP.BAD_PARAMETERS);
    if ((parsed.data as { providerId?: string }).providerId !== c.providerId)
      return failure(PP.BAD_PARAMETERS);
    try {
      return await run(c, parsed.data);
    } catch (err) {
      if (err instanceof PpError) return failure(err.code, err.extra);
      req.log.error({ err }, 'pragmatic wallet call failed');
      return failure(endRound ? PP.END_ROUND_RETRY : PP.INTERNAL_RETRY);
    }
  }

  const w = opts.wallet;
  const route = <S extends z.ZodType>(name: string, schema: S, run: Handler<S>) =>
    app.post(`/vendors/pragmatic/:merchantCode/${name}.html`, { bodyLimit: BODY_LIMIT }, (req) =>
      handle(req, schema, run, name === 'endRound'),
    );

  route('authenticate', authenticateParams, w.authenticate);
  route('balance', balanceParams, w.balance);
  route('bet', betParams, w.bet);
  route('result', resultParams, w.result);
  route('refund', refundParams, w.refund);
  route('bonusWin', bonusWinParams, w.bonusWin);
  route('jackpotWin', jackpotWinParams, w.jackpotWin);
  route('promoWin', promoWinParams, w.promoWin);
  route('endRound', endRoundParams, w.endRound);
  route('GetBalancePerGame', balancePerGameParams, w.balancePerGame);
}
