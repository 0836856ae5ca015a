import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { compressionPlugin } from './compression.ts';
import { registerContractGuard } from './contract-guard.ts';
import { registerErrorHandling } from './errors.ts';
import { registerHttpCache } from './http-cache.ts';
import { DEFAULT_BODY_LIMIT, registerJsonBody } from './json-body.ts';
import { registerRequestLog } from './request-log.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { rememberingSerializer } from './serializer.ts';

export interface HttpAppOptions {
  logger?: FastifyServerOptions['logger'];
  logLevel: string;
  trustProxy: FastifyServerOptions['trustProxy'];
  /** Answers an error code a contract does not declare with a 500. */
  strictContracts: boolean;
}

const OPENAPI_SECURITY = {
  memberBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'A member session token from the login call',
  },
  staffBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'A back-office token from POST /bo/api/session/totp (or /bo/api/session/enrolment/confirm)',
  },
  vendorHmac: {
    type: 'apiKey',
    in: 'header',
    name: 'x-signature',
    description: "HMAC-SHA256 of the raw body with the vendor's secret (docs/seamless-wallet.md)",
  },
} as const;

/**
 * The Fastify instance every area registers on, with what each request goes through before and
 * after a route: validation and serialization, errors, the contract guard, caching headers, the
 * JSON body, compression, security headers, the request log and the API's documentation.
 */
export async function createHttpApp(opts: HttpAppOptions) {
  const app = Fastify({
    logger: opts.logger ?? { level: opts.logLevel },
    // plugins/request-log.ts logs what is worth a line.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: opts.trustProxy,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    // Routes that take uploads raise their own limit.
    bodyLimit: DEFAULT_BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(rememberingSerializer);
  registerErrorHandling(app);
  // Before compression: the guard reads the answer as the serializer wrote it.
  registerContractGuard(app, opts.strictContracts);
  registerHttpCache(app);
  registerJsonBody(app);

  await app.register(compressionPlugin);
  registerSecurityHeaders(app);
  registerRequestLog(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Platform API', version: '1.0.0' },
      components: { securitySchemes: OPENAPI_SECURITY },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  return app;
}
