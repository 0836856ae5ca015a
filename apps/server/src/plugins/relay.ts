import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export interface RelayOptions<S extends z.ZodType> {
  /** Validates the input, whether it came as a JSON body (POST) or as query parameters (GET). */
  input: S;
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  tags?: string[];
  /** GET inputs arrive as strings: use z.coerce in `input` for numbers and booleans. */
  methods?: ('GET' | 'POST')[];
  /** Largest POST body in bytes, when a call carries more than the app's default (image uploads). */
  bodyLimit?: number;
  handler: (input: z.output<S>, request: FastifyRequest) => Promise<unknown>;
}

/**
 * Registers `/wps/relay/<name>`. The spec gives no method for most relay calls, so each accepts
 * POST with a JSON body and GET with query parameters, validated by the same schema.
 */
export function relayRoute<S extends z.ZodType>(app: FastifyInstance, name: string, opts: RelayOptions<S>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const url = `/wps/relay/${name}`;
  const tags = opts.tags ?? ['relay'];
  const methods = opts.methods ?? ['GET', 'POST'];
  const common = opts.preHandler ? { preHandler: opts.preHandler } : {};
  if (methods.includes('POST')) {
    const limit = opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {};
    r.post(url, { ...common, ...limit, schema: { tags, body: opts.input } }, (req) =>
      opts.handler(req.body as z.output<S>, req),
    );
  }
  if (methods.includes('GET')) {
    r.get(url, { ...common, schema: { tags, querystring: opts.input } }, (req) =>
      opts.handler(req.query as z.output<S>, req),
    );
  }
}
