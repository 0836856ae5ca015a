import { CONTRACTS } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../test/test-app.ts';

const API_PREFIX = /^\/(wps|lgw|lotto|bo\/api|seamless\/v1)\//;

interface OpenApiOperation {
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { securitySchemes?: Record<string, { type: string }> };
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('every API call on a shared contract', () => {
  const t = suiteApp('pglite');
  let doc: OpenApiDoc;
  beforeAll(async () => {
    doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
  });

  it('declares the member, staff and vendor security schemes', () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      memberBearer: { type: 'http' },
      staffBearer: { type: 'http' },
      vendorHmac: { type: 'apiKey' },
    });
  });

  it('registers every contract with its response shape and security', () => {
    for (const [name, contract] of Object.entries(CONTRACTS)) {
      for (const method of contract.methods) {
        const op = doc.paths[openApiPath(contract.path)]?.[method.toLowerCase()];
        expect(op, `${name}: ${method} ${contract.path} is not served`).toBeDefined();
        expect(op?.summary).toBe(contract.summary);
        const content = op?.responses?.['200']?.content ?? {};
        if ('file' in contract) {
          // A file answers its bytes in each declared media type, never the envelope.
          expect(Object.keys(content).sort(), `${name} declares other media types`).toEqual(
            [...contract.file].sort(),
          );
        } else {
          const ok = content['application/json']?.schema;
          expect(ok?.properties, `${name} declares no answer`).toHaveProperty('value');
        }
        expect(op?.security ?? []).toHaveLength(contract.auth === 'public' ? 0 : 1);
      }
    }
  });

  it('serves no API call without a contract', () => {
    const declared = new Set(
      Object.values(CONTRACTS).flatMap((c) => c.methods.map((m) => `${m} ${openApiPath(c.path)}`)),
    );
    const missing = Object.entries(doc.paths)
      .filter(([path]) => API_PREFIX.test(path))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => m !== 'head')
          .map((m) => `${m.toUpperCase()} ${path}`),
      )
      .filter((call) => !declared.has(call));
    expect(missing, 'API calls served without a shared contract').toEqual([]);
  });
});
