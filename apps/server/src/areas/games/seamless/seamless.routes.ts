import { gamesContracts } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { bodyError, jsonDepthExceeds, MAX_JSON_DEPTH } from '../../../plugins/json-body.ts';
import { seamlessError } from './seamless.errors.ts';
import type { SeamlessRepository } from './seamless.repository.ts';
import type { SeamlessService } from './seamless.service.ts';
import { SIGNATURE_HEADER, signBody, VENDOR_HEADER, verifyBody } from './seamless.signature.ts';

/** A wallet call is a few hundred bytes; anything much larger is refused before it is read. */
export const SEAMLESS_BODY_LIMIT = 16 * 1024;

/**
 * `/seamless/v1/*`: the wallet API game vendors call. Every request is a JSON POST signed with the
 * vendor's secret over the exact bytes sent; every answer is signed the same way, so the vendor can
 * trust it too. See docs/seamless-wallet.md.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** A vendor call's body as sent, which its signature covers. */
    seamlessBody?: string;
    /** The calling vendor's secret, found from its header. */
    seamlessSecret?: string;
  }
}

export async function seamlessRoutes(
  app: FastifyInstance,
  opts: { service: SeamlessService; repo: SeamlessRepository },
) {
  const { service, repo } = opts;
  // On the request itself, not in weak maps keyed by it (platform/shared-answers.ts says why).
  app.decorateRequest('seamlessBody', undefined);
  app.decorateRequest('seamlessSecret', undefined);

  // The signature covers the bytes as sent, so keep them before JSON parsing (this scope only).
  // JSON is the only type taken here: anything else (text/plain too) is answered 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    req.seamlessBody = text;
    if (jsonDepthExceeds(text)) {
      done(bodyError(400, 'BODY_TOO_DEEP', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    try {
      done(null, text.length ? JSON.parse(text) : {});
    } catch {
      const err = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
      done(err, undefined);
    }
  });

  // The vendor is known from its header: an unknown one is refused before its body is read.
  app.addHook('onRequest', async (req) => {
    const vendor = req.headers[VENDOR_HEADER];
    const secret = typeof vendor === 'string' ? await repo.vendorSecret(vendor) : undefined;
    if (!secret) throw seamlessError('VENDOR_UNKNOWN');
    req.seamlessSecret = secret;
  });

  app.addHook('preValidation', async (req) => {
    const secret = req.seamlessSecret;
    if (!secret) throw seamlessError('VENDOR_UNKNOWN');
    const signature = req.headers[SIGNATURE_HEADER];
    if (!verifyBody(secret, req.seamlessBody ?? '', typeof signature === 'string' ? signature : undefined)) {
      throw seamlessError('SIGNATURE_INVALID');
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const secret = req.seamlessSecret;
    if (secret && typeof payload === 'string') reply.header(SIGNATURE_HEADER, signBody(secret, payload));
    return payload;
  });

  const vendorOf = (req: FastifyRequest) => String(req.headers[VENDOR_HEADER]);
  const options = { bodyLimit: SEAMLESS_BODY_LIMIT };
  const c = gamesContracts;

  contractRoute(app, c['games.seamlessAuthenticate'], options, async ({ body }, req) =>
    service.authenticate(vendorOf(req), body.token),
  );
  contractRoute(app, c['games.seamlessBalance'], options, async ({ body }, req) =>
    service.balance(vendorOf(req), body.token),
  );
  contractRoute(app, c['games.seamlessBet'], options, async ({ body }, req) =>
    service.bet(vendorOf(req), body),
  );
  contractRoute(app, c['games.seamlessWin'], options, async ({ body }, req) =>
    service.win(vendorOf(req), body),
  );
  contractRoute(app, c['games.seamlessRollback'], options, async ({ body }, req) =>
    service.rollback(vendorOf(req), body),
  );
  contractRoute(app, c['games.seamlessBonusWin'], options, async ({ body }, req) =>
    service.bonusWin(vendorOf(req), body),
  );
}
