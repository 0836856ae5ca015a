import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { VendorConnection, VendorCredentialsService } from '../vendor-credentials.service.ts';
import { minorToHub88 } from './hub88.amount.ts';
import { betBody, rollbackBody, userBalanceBody, userInfoBody, winBody } from './hub88.schemas.ts';
import {
  HUB88_SIGNATURE_HEADER,
  type Hub88Keys,
  parseHub88Keys,
  signHub88,
  verifyHub88,
} from './hub88.signature.ts';
import { RS, RsError, type RsStatus } from './hub88.status.ts';
import { HUB88, type Hub88Wallet } from './hub88.wallet.ts';

/** A wallet call is a few hundred bytes; `meta` may carry a little more. */
const BODY_LIMIT = 16 * 1024;
const pathParams = z.object({ merchantCode: z.string().min(1).max(64) });

type Handler<S extends z.ZodType> = (c: VendorConnection, b: z.output<S>) => Promise<object>;

/** What the body says of itself before it is validated, to echo in any answer. */
function echo(body: unknown): { user?: string; request_uuid?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const b = body as Record<string, unknown>;
  return {
    ...(typeof b.user === 'string' ? { user: b.user } : {}),
    ...(typeof b.request_uuid === 'string' ? { request_uuid: b.request_uuid } : {}),
  };
}

/**
 * `/vendors/hub88/{merchantCode}/*`: the Wallet API endpoints a merchant exposes to Hub88, as Hub88
 * calls them: JSON POSTs signed with Hub88's private key (X-Hub88-Signature, RSA-SHA256 over the
 * raw body, base64), answered with JSON whose `status` is the outcome (HTTP 200 always), signed
 * with the merchant's own private key. A bad signature is refused before anything is read.
 */
export async function hub88Routes(
  app: FastifyInstance,
  opts: { wallet: Hub88Wallet; credentials: VendorCredentialsService },
) {
  // The signature covers the exact bytes sent, so the body is kept as text and parsed here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    done(null, String(body));
  });

  function send(reply: FastifyReply, answer: object, keys: Hub88Keys | null) {
    const text = JSON.stringify(answer);
    if (keys) reply.header(HUB88_SIGNATURE_HEADER, signHub88(text, keys.operatorKey));
    return reply.status(200).type('application/json; charset=utf-8').send(text);
  }

  async function handle<S extends z.ZodType>(
    req: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    run: Handler<S>,
  ) {
    const { merchantCode } = pathParams.parse(req.params);
    const raw = typeof req.body === 'string' ? req.body : '';
    const c = await opts.credentials.connectionByCode(HUB88, merchantCode);
    const keys = c ? parseHub88Keys(c.secret) : null;
    // Without an enabled connection there is no key to check against, nor to sign with.
    if (!c || !keys) return send(reply, { status: RS.INVALID_PARTNER }, null);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    const fail = (status: RsStatus, extra: object = {}) =>
      send(reply, { ...echo(body), status, ...extra }, keys);
    const signature = req.headers[HUB88_SIGNATURE_HEADER];
    if (!verifyHub88(raw, typeof signature === 'string' ? signature : undefined, keys.hub88Key)) {
      return fail(RS.INVALID_SIGNATURE);
    }
    if (body === undefined) return fail(RS.WRONG_SYNTAX);
    const parsed = schema.safeParse(body);
    if (!parsed.success) return fail(RS.WRONG_TYPES);
    try {
      const answer = await run(c, parsed.data);
      return send(reply, { ...echo(body), status: RS.OK, ...answer }, keys);
    } catch (err) {
      if (err instanceof RsError) {
        const extra = err.balance
          ? { currency: err.balance.currency, balance: minorToHub88(err.balance.minor) }
          : {};
        return fail(err.status, extra);
      }
      req.log.error({ err }, 'hub88 wallet call failed');
      return fail(RS.UNKNOWN);
    }
  }

  const w = opts.wallet;
  const route = <S extends z.ZodType>(path: string, schema: S, run: Handler<S>) =>
    app.post(`/vendors/hub88/:merchantCode${path}`, { bodyLimit: BODY_LIMIT }, (req, reply) =>
      handle(req, reply, schema, run),
    );

  route('/user/info', userInfoBody, w.userInfo);
  route('/user/balance', userBalanceBody, w.balance);
  route('/transaction/bet', betBody, w.bet);
  route('/transaction/win', winBody, w.win);
  route('/transaction/rollback', rollbackBody, w.rollback);
}
