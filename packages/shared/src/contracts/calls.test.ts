import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractsOf, memberCall, publicCall, staffCall, vendorCall } from './calls.ts';
import { defineContract } from './contract.ts';
import { endpointTable } from './endpoint.ts';

const e = endpointTable({ 'x.read': 'GET /wps/x/:id', 'x.write': 'POST /bo/api/x', 'x.hook': 'POST /hook' });
const params = z.object({ id: z.string() });

describe('contractsOf', () => {
  it('builds the same contract as one written out in full', () => {
    const built = contractsOf(
      e,
      { member: ['x'] },
      { 'x.read': memberCall('Reads an x', { params, response: z.null() }) },
    );
    expect(built['x.read']).toEqual(
      defineContract({
        ...e['x.read'],
        summary: 'Reads an x',
        auth: 'member',
        tags: ['x'],
        params,
        response: z.null(),
        errors: [],
      }),
    );
  });

  it('tags each call by who may make it, unless it names its own tags and errors', () => {
    const built = contractsOf(
      e,
      { staff: ['back office'], public: ['open'], vendor: ['hooks'] },
      {
        'x.write': staffCall('Writes an x', {
          permission: 'content.write',
          response: z.null(),
          errors: ['NOT_FOUND'],
        }),
        'x.read': publicCall('Reads an x', { tags: ['own'], params, response: z.null() }),
        'x.hook': vendorCall('A vendor calls back', { response: z.null() }),
      },
    );
    expect(built['x.write']).toMatchObject({
      methods: ['POST'],
      path: '/bo/api/x',
      auth: 'staff',
      tags: ['back office'],
      errors: ['NOT_FOUND'],
      permission: 'content.write',
    });
    expect(built['x.read'].tags).toEqual(['own']);
    expect(built['x.hook']).toMatchObject({ auth: 'vendor', tags: ['hooks'], errors: [] });
    const errors: readonly ['NOT_FOUND'] = built['x.write'].errors;
    const tags: readonly ['own'] = built['x.read'].tags;
    expect([errors, tags]).toEqual([['NOT_FOUND'], ['own']]);
  });
});
