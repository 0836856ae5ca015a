/**
 * Summarises a V8 CPU profile (`node --cpu-prof`): the functions that held the CPU longest by
 * self time, with their file, and the share of the whole. `bench/http.ts` writes one per run when
 * BENCH_PROFILE is set; open the same file in Chrome DevTools (Performance) for the flame graph.
 *
 *   npx tsx bench/cpu-profile.ts <file.cpuprofile> [top=30]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export function topSelfTime(
  profile: Profile,
  top = 30,
): { name: string; where: string; ms: number; share: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const grouped = new Map<string, { name: string; where: string; us: number }>();
  let total = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    total += us;
    const where = frame.url
      ? `${frame.url.replace(/^file:\/\/.*?\/node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/')}:${frame.lineNumber + 1}`
      : '';
    const name = frame.functionName || '(anonymous)';
    const key = `${name} ${where}`;
    const g = grouped.get(key) ?? { name, where, us: 0 };
    g.us += us;
    grouped.set(key, g);
  }
  return [...grouped.values()]
    .sort((x, y) => y.us - x.us)
    .slice(0, top)
    .map((g) => ({ name: g.name, where: g.where, ms: g.us / 1000, share: (g.us / total) * 100 }));
}

export function printTop(file: string, top = 30): void {
  const rows = topSelfTime(JSON.parse(readFileSync(file, 'utf8')) as Profile, top);
  console.log(`self time, top ${top} (${file})`);
  for (const r of rows) {
    console.log(
      `${r.share.toFixed(1).padStart(5)} %  ${r.ms.toFixed(0).padStart(7)} ms  ${r.name}  ${r.where}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [top]');
    process.exit(2);
  }
  printTop(file, Number(process.argv[3] ?? 30));
}
