import * as agents from '@pf/shared/contracts/agents';
import * as brand from '@pf/shared/contracts/brand';
import * as content from '@pf/shared/contracts/content';
import * as games from '@pf/shared/contracts/games';
import * as identity from '@pf/shared/contracts/identity';
import * as lottery from '@pf/shared/contracts/lottery';
import * as money from '@pf/shared/contracts/money';
import * as reports from '@pf/shared/contracts/reports';
import * as rewards from '@pf/shared/contracts/rewards';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints.ts';
import { CONTRACTS } from './registry.ts';

const faces = { agents, brand, content, games, identity, lottery, money, rewards, reports };

/** The names of the calls in every `*Contracts` group a face exports. */
function callsOf(face: Record<string, unknown>): string[] {
  return Object.entries(face)
    .filter(([name]) => name.endsWith('Contracts'))
    .flatMap(([, group]) => Object.keys(group as object));
}

describe('the areas’ contract faces', () => {
  it('together declare every call of the registry, each in one area', () => {
    const owners = new Map<string, string[]>();
    for (const [area, face] of Object.entries(faces)) {
      for (const call of new Set(callsOf(face))) owners.set(call, [...(owners.get(call) ?? []), area]);
    }
    expect([...owners.keys()].sort()).toEqual(Object.keys(CONTRACTS).sort());
    expect([...owners].filter(([, areas]) => areas.length > 1)).toEqual([]);
  });

  it('hand out the same contracts and endpoints as the registry', () => {
    expect(money.moneyContracts['money.balance']).toBe(CONTRACTS['money.balance']);
    expect(games.bettingRecordEndpoints['money.bettingRecord']).toBe(ENDPOINTS['money.bettingRecord']);
    expect(rewards.memberVipContracts['members.staffSetVipLevel']).toBe(
      CONTRACTS['members.staffSetVipLevel'],
    );
  });
});
