// The lint half of the areas' rules (decision 0016, extended decision 0006): Biome overrides that
// refuse, per server area, an import of another area's inside or of a higher area's face, and
// any area from the floor. They are written from the order in `areas.json`:
// `node scripts/area-lint-rules.mjs --write` puts them into `biome.json` after the overrides that
// are not about areas; `area-lint-rules.test.mjs` fails when `biome.json` differs from them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAreaMap } from './area-map.mjs';

const KYSELY = {
  kysely:
    'Queries live in *.repository.ts files (or the db layer under apps/server/src/db): move this query code into a repository named for what it does and call that from here.',
};
const AREAS = 'apps/server/src/areas/';

const restrict = (options) => ({
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options } } } },
});
// An area's files sit one or two folders below the area (`<module>/x.ts`, `<module>/sub/x.ts`).
const fromModule = (path) => [`../../${path}`, `../../../${path}`];

/** The generated overrides, in order: per area its product files, then its repositories. */
export function areaLintOverrides(map) {
  const areas = map.order.filter((area) => area !== 'platform' && area !== 'app');
  const overrides = [];
  areas.forEach((area, i) => {
    const inside = areas.filter((other) => other !== area).flatMap((other) => fromModule(`${other}/*/**`));
    const above = areas.slice(i + 1).flatMap((other) => fromModule(`${other}/index.ts`));
    const patterns = [
      {
        group: inside,
        message:
          "Another area's inside: import it from that area's face (areas/<area>/index.ts), as decision 0016 says.",
      },
    ];
    if (above.length > 0) {
      patterns.push({
        group: above,
        message: `An area above ${area}: areas import only the areas below them (decision 0016); hand the part in through the shell instead.`,
      });
    }
    const root = `${AREAS}${area}/**`;
    overrides.push({
      includes: [root, '!**/*.test.ts', '!**/*test-kit.ts', '!**/*.repository.ts', '!**/*.tables.ts'],
      ...restrict({ paths: KYSELY, patterns }),
    });
    overrides.push({
      includes: [`${root}/*.repository.ts`, `${root}/*.tables.ts`],
      ...restrict({ patterns }),
    });
  });
  overrides.push({
    includes: [
      'apps/server/src/plugins/**',
      'apps/server/src/platform/**',
      '!apps/server/src/plugins/site-page.ts',
      '!**/*.test.ts',
    ],
    ...restrict({
      paths: KYSELY,
      patterns: [
        {
          group: ['../areas/**'],
          message:
            "The floor (plugins, platform) imports no area (decision 0016): declare the small interface it calls and let the shell hand an area's implementation in.",
        },
      ],
    }),
  });
  return overrides;
}

const isAreaOverride = (o) =>
  o.includes.some((p) => p.startsWith(AREAS) || p === 'apps/server/src/plugins/**');

/** `biome.json`'s overrides that are not about areas, followed by the generated ones. */
export function withAreaOverrides(biome, map) {
  return {
    ...biome,
    overrides: [...biome.overrides.filter((o) => !isAreaOverride(o)), ...areaLintOverrides(map)],
  };
}

if (process.argv[1] === import.meta.filename && process.argv.includes('--write')) {
  const root = join(import.meta.dirname, '..');
  const file = join(root, 'biome.json');
  const biome = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(withAreaOverrides(biome, loadAreaMap(root)), null, 2)}\n`);
}
