import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { VendorConnection, VendorCredentialsService } from '../vendor-credentials.service.ts';
import { balanceBody, checkBody, transactionBody } from './evolution.schemas.ts';
import { EVO, EvoError } from './evolution.status.ts';
import { EVOLUTION, type EvolutionWallet } from './evolution.wallet.ts';

const BODY_LIMIT = 16 * 1024;
const pathParams = z.object({ merchantCode: z.string().min(1).max(64) });
const query = z.object({ authToken: z.string().max(200).optional() });

type Handler<S extends z.ZodType> = (c: VendorConnection, b: z.output<S>) => Promise<object>;

const sameToken = (given: string | undefined, secret: string) => {
  if (given === undefined) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(secret, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `/vendors/evolution/{merchantCode}/{check|balance|debit|credit|cancel}`: Evolution's One Wallet
 * API as a merchant exposes it: JSON POSTs carrying the merchant's `authToken` in the query,
 * answered HTTP 200 with a `status`. A wrong token is refused before the body is looked at.
 */
export async function evolutionRoutes(
  app: FastifyInstance,
  opts: { wallet: EvolutionWallet; credentials: VendorCredentialsService },
) {
  async function handle<S extends z.ZodType>(req: FastifyRequest, schema: S, run: Handler<S>) {
    const { merchantCode } = pathParams.parse(req.params);
    const { authToken } = query.parse(req.query);
    const uuid = (req.body as { uuid?: unknown } | null)?.uuid;
    const echo = typeof uuid === 'string' ? { uuid } : {};
    const c = await opts.credentials.connectionByCode(EVOLUTION, merchantCode);
    if (!c || !sameToken(authToken, c.secret)) return { status: EVO.INVALID_TOKEN_ID, ...echo };
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) return { status: EVO.INVALID_PARAMETER, ...echo };
    try {
      return await run(c, parsed.data);
    } catch (err) {
      if (err instanceof EvoError) {
        return {
          status: err.status,
          ...(err.balance === undefined ? {} : { balance: err.balance, bonus: 0 }),
          ...echo,
        };
      }
      req.log.error({ err }, 'evolution wallet call failed');
      // Nothing was applied (the call's transaction rolled back): Evolution may retry.
      return { status: EVO.TEMPORARY_ERROR, ...echo };
    }
  }

  const w = opts.wallet;
  const route = <S extends z.ZodType>(name: string, schema: S, run: Handler<S>) =>
    app.post(`/vendors/evolution/:merchantCode/${name}`, { bodyLimit: BODY_LIMIT }, (req) =>
      handle(req, schema, run),
    );
  route('check', checkBody, w.check);
  route('balance', balanceBody, w.balance);
  route('debit', transactionBody, w.debit);
  route('credit', transactionBody, w.credit);
  route('cancel', transactionBody, w.cancel);
}
