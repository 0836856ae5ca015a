import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importEdges, importsOf, resolveImport } from './area-imports.mjs';
import { areaClassifier } from './area-map.mjs';
import { analyse } from './area-report.mjs';

describe('importsOf', () => {
  const text = [
    "import a from './a.ts';",
    'import {',
    '  b,',
    '  c as d,',
    "} from './bc.ts';",
    "import type { T } from './types.ts';",
    "import { type U, type V } from './inline-types.ts';",
    "import { type W, w } from './mixed.ts';",
    "import './side-effect.ts';",
    "export * from './star.ts';",
    "export { e as f } from './named.ts';",
    "export type { G } from './type-export.ts';",
    "const lazy = () => import('./lazy.ts');",
    "type M = typeof import('./type-query.ts');",
    "// import x from './in-a-comment.ts';",
    'const s = "import y from \'./in-a-string.ts\'";',
  ].join('\n');
  const found = importsOf(text, 'x.ts');
  const by = (specifier) => found.find((i) => i.specifier === specifier);

  it('finds every import and export from, across lines, and nothing in comments or strings', () => {
    expect(found.map((i) => i.specifier)).toEqual([
      './a.ts',
      './bc.ts',
      './types.ts',
      './inline-types.ts',
      './mixed.ts',
      './side-effect.ts',
      './star.ts',
      './named.ts',
      './type-export.ts',
      './lazy.ts',
      './type-query.ts',
    ]);
    expect(by('./bc.ts').line).toBe(2);
  });

  it('tells type-only imports from value imports', () => {
    const typeOnly = found.filter((i) => i.typeOnly).map((i) => i.specifier);
    expect(typeOnly).toEqual(['./types.ts', './inline-types.ts', './type-export.ts', './type-query.ts']);
    expect(by('./lazy.ts').dynamic).toBe(true);
  });

  it('keeps the names each import takes, by their exported name', () => {
    expect(by('./a.ts').names).toEqual(['default']);
    expect(by('./bc.ts').names).toEqual(['b', 'c']);
    expect(by('./named.ts').names).toEqual(['e']);
    expect(by('./star.ts').names).toBeNull();
    expect(by('./side-effect.ts').names).toBeNull();
  });
});

// A small repository on disk: two server modules in two areas, a shared barrel, a web feature.
const FILES = {
  'apps/server/src/modules/ledger/ledger.service.ts':
    "import { memberName } from '../member/member.service.ts';\nexport const post = () => memberName;\n",
  'apps/server/src/modules/ledger/ledger.repository.ts': 'export const ledgerRepository = 1;\n',
  'apps/server/src/modules/member/member.service.ts': [
    "import { ledgerRepository } from '../ledger/ledger.repository.ts';",
    "import { post } from '../ledger/ledger.service.ts';",
    "import { BALANCE } from '@pf/shared';",
    'export const memberName = () => [ledgerRepository, post, BALANCE];',
  ].join('\n'),
  'apps/server/src/modules/member/member.test.ts': "import { post } from '../ledger/ledger.service.ts';\n",
  'apps/server/src/modules/member/cycle-a.ts': "import type { B } from './cycle-b.ts';\nexport type A = B;\n",
  'apps/server/src/modules/member/cycle-b.ts':
    "import type { A } from './cycle-a.ts';\nexport type B = A | 1;\n",
  'packages/shared/src/index.ts': "export * from './money.ts';\nexport * from './member.schema.ts';\n",
  'packages/shared/src/money.ts': 'export const BALANCE = 1;\n',
  'packages/shared/src/member.schema.ts': "export { BALANCE as MEMBER_BALANCE } from './money.ts';\n",
  'apps/web/src/features/wallet/index.ts': "export { Login } from '@/features/auth';\n",
  'apps/web/src/features/auth/index.ts': "export { Login } from './login';\n",
  'apps/web/src/features/auth/login.tsx':
    "import { MEMBER_BALANCE } from '@pf/shared';\nexport const Login = MEMBER_BALANCE;\n",
};

const MAP = {
  roots: { server: 'apps/server/src', web: 'apps/web/src', shared: 'packages/shared/src' },
  order: ['platform', 'money', 'identity', 'app'],
  areas: {
    platform: { server: [], web: [], shared: ['money'] },
    money: { server: ['modules/ledger'], web: ['features/wallet'], shared: [] },
    identity: { server: ['modules/member'], web: ['features/auth'], shared: ['member'] },
    app: { server: [], web: [], shared: ['index'] },
  },
};

describe('analyse', () => {
  let root;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'area-report-'));
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(join(root, dirname(path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('resolves relative paths, the web alias and the shared package, and leaves packages alone', () => {
    const from = 'apps/web/src/features/wallet/index.ts';
    expect(resolveImport(root, from, '@/features/auth')).toBe('apps/web/src/features/auth/index.ts');
    expect(resolveImport(root, from, '@pf/shared')).toBe('packages/shared/src/index.ts');
    expect(resolveImport(root, from, '@pf/shared/money')).toBe('packages/shared/src/money.ts');
    expect(resolveImport(root, 'apps/web/src/features/auth/index.ts', './login')).toBe(
      'apps/web/src/features/auth/login.tsx',
    );
    expect(resolveImport(root, from, 'react')).toBeNull();
    expect(resolveImport(root, from, './missing')).toEqual({ unresolved: './missing' });
  });

  it('places a file by the longest entry: folder, stem or file', () => {
    const { classify } = areaClassifier(MAP);
    expect(classify('apps/server/src/modules/member/cycle-a.ts')).toEqual({
      pkg: 'server',
      unit: 'server:modules/member',
      area: 'identity',
    });
    expect(classify('packages/shared/src/member.schema.ts').area).toBe('identity');
    expect(classify('apps/server/src/app.ts').area).toBeNull();
  });

  it('counts imports between areas, into another module repository, upward, and cycles', () => {
    const r = analyse(root, MAP);
    expect(r.unmapped).toEqual([]);
    expect(r.unresolved).toEqual([]);
    // ledger -> member (up), member -> ledger twice (down), wallet -> auth (up); tests apart.
    expect(r.crossArea.map((e) => `${e.fromArea}>${e.toArea}`).sort()).toEqual([
      'identity>money',
      'identity>money',
      'money>identity',
      'money>identity',
    ]);
    expect(r.intoRepositories.map((e) => e.to)).toEqual([
      'apps/server/src/modules/ledger/ledger.repository.ts',
    ]);
    expect(r.upward.map((e) => e.from).sort()).toEqual([
      'apps/server/src/modules/ledger/ledger.service.ts',
      'apps/web/src/features/wallet/index.ts',
    ]);
    expect(r.cycles.filesValue).toEqual([
      [
        'apps/server/src/modules/ledger/ledger.service.ts',
        'apps/server/src/modules/member/member.service.ts',
      ],
    ]);
    expect(r.cycles.filesWithTypes).toHaveLength(2);
    expect(r.cycles.areas).toEqual([['identity', 'money']]);
  });

  it('follows a barrel, and a renaming re-export in it, to the file that declares the name', () => {
    const files = ['apps/web/src/features/auth/login.tsx', 'apps/web/src/features/wallet/index.ts'];
    const { edges } = importEdges(root, files);
    expect(edges.map(({ from, to, via }) => ({ from, to, via }))).toEqual([
      {
        from: 'apps/web/src/features/auth/login.tsx',
        to: 'packages/shared/src/money.ts',
        via: 'packages/shared/src/index.ts',
      },
      {
        from: 'apps/web/src/features/wallet/index.ts',
        to: 'apps/web/src/features/auth/login.tsx',
        via: 'apps/web/src/features/auth/index.ts',
      },
    ]);
  });

  it('names a file that is in no area', () => {
    writeFileSync(join(root, 'apps/server/src/modules/member/../stray.ts'), 'export const x = 1;\n');
    const r = analyse(root, MAP);
    expect(r.unmapped).toEqual(['apps/server/src/modules/stray.ts']);
    rmSync(join(root, 'apps/server/src/modules/stray.ts'));
  });
});
