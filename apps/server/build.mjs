// Builds the server to plain JavaScript for production starts, so `npm start` runs no TypeScript
// loader. The workspace package @pf/shared ships TypeScript sources, so it is bundled in; every
// other package stays an import from node_modules (native addons, wasm and data files resolve
// from there as they do in development).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
// An output folder may be named (the browser journeys build their own copy); it must sit inside the
// repository so the externals still resolve from its node_modules.
const outdir = process.argv[2] ? resolve(process.argv[2]) : `${here}dist`;

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@pf/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: `${here}src/main.ts`,
    'migrate.cli': `${here}src/db/migrate.cli.ts`,
    'reconcile.cli': `${here}src/reconcile.cli.ts`,
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`server built to ${outdir}`);
