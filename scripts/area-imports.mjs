// The import graph that `area-report.mjs` measures: which files import which, read with the
// TypeScript parser (no type checking), so multi-line imports, `export … from`, `import type`
// and dynamic `import()` are all seen as the compiler sees them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * Every module a source text names: `import … from`, `import '…'`, `export … from`,
 * `import x = require(…)`, `import('…')` and `typeof import('…')`. `typeOnly` marks the ones the
 * compiler erases or that name only types (`import type`, or every named binding is `type`),
 * which add no load-time dependency.
 */
export function importsOf(text, fileName = 'file.ts') {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const add = (node, specifier, typeOnly, dynamic = false, names = null) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ specifier, typeOnly, dynamic, reExport: ts.isExportDeclaration(node), line, names });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node, node.moduleSpecifier.text, importIsTypeOnly(node.importClause), false, importedNames(node));
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node, node.moduleSpecifier.text, exportIsTypeOnly(node), false, reExportedNames(node));
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      add(node, node.moduleReference.expression.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node, node.arguments[0].text, false, true);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node, node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// The names an import takes from its module (null: the whole module, as `* as x` or a bare
// import does), so an import through a barrel can be traced to the file that declares each.
function importedNames(node) {
  const clause = node.importClause;
  if (!clause) return null;
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) return null;
  const names = clause.name ? ['default'] : [];
  if (bindings) for (const e of bindings.elements) names.push((e.propertyName ?? e.name).text);
  return names;
}

function reExportedNames(node) {
  const clause = node.exportClause;
  if (!clause || !ts.isNamedExports(clause)) return null;
  return clause.elements.map((e) => (e.propertyName ?? e.name).text);
}

const hasExport = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;

/**
 * What a file exports: the names it declares itself, its named re-exports (`export { a as b }
 * from`) and the modules it re-exports whole (`export * from`).
 */
export function exportsOf(text, fileName = 'file.ts') {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const own = new Set();
  const named = [];
  const stars = [];
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node)) {
      const from =
        node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : null;
      const clause = node.exportClause;
      if (!clause) {
        if (from) stars.push(from);
      } else if (ts.isNamespaceExport(clause)) {
        if (from) named.push({ name: clause.name.text, from, as: '*' });
      } else {
        for (const e of clause.elements) {
          if (from) named.push({ name: e.name.text, from, as: (e.propertyName ?? e.name).text });
          else own.add(e.name.text);
        }
      }
    } else if (ts.isExportAssignment(node)) {
      own.add('default');
    } else if (ts.isVariableStatement(node) && hasExport(node)) {
      for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name)) own.add(d.name.text);
    } else if ('name' in node && node.name && hasExport(node)) {
      const isDefault = ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Default;
      own.add(isDefault ? 'default' : node.name.text);
    }
  }
  return { own, named, stars };
}

function importIsTypeOnly(clause) {
  if (!clause) return false; // `import './x'` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

function exportIsTypeOnly(node) {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((e) => e.isTypeOnly)
  );
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * The repository-relative file an import names, or null for a package outside the repository.
 * Relative paths, the web's and the console's `@/…` alias (apps/<app>/src) and `@pf/shared[/…]` (packages/shared/src,
 * as its package.json exports it) are resolved; extensions and `index` files are tried the way
 * the bundler and the compiler do.
 */
export function resolveImport(root, fromFile, specifier) {
  let base;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = join(root, dirname(fromFile), specifier);
  } else if (specifier === '@pf/shared') {
    base = join(root, 'packages/shared/src/index');
  } else if (specifier.startsWith('@pf/shared/')) {
    base = join(root, 'packages/shared/src', specifier.slice('@pf/shared/'.length));
  } else if (specifier.startsWith('@/') && fromFile.startsWith('apps/web/')) {
    base = join(root, 'apps/web/src', specifier.slice(2));
  } else if (specifier.startsWith('@/') && fromFile.startsWith('apps/console/')) {
    base = join(root, 'apps/console/src', specifier.slice(2));
  } else {
    return null;
  }
  const candidates = [base];
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts'), base.replace(/\.m?js$/, '.tsx'));
  for (const ext of EXTENSIONS) candidates.push(base + ext);
  for (const ext of EXTENSIONS) candidates.push(join(base, `index${ext}`));
  const hit = candidates.find(isFile);
  return hit ? toPosix(relative(root, hit)) : { unresolved: specifier };
}

function toPosix(path) {
  return path.split(sep).join('/');
}

/** The .ts/.tsx files under each folder (repository-relative), skipping build output and deps. */
export function sourceFiles(root, folders) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(folder);
  return files.sort();
}

/**
 * The file that declares `name` as `file` exports it, following re-exports (`export * from`,
 * `export { x } from`) through barrels such as `@pf/shared`'s index; `file` itself when the name
 * cannot be traced.
 */
export function declaringFile(root, file, name, exportsCache = new Map()) {
  return trace(root, file, name, exportsCache, new Set()) ?? file;
}

function trace(root, file, name, exportsCache, seen) {
  const key = `${file}#${name}`;
  if (seen.has(key)) return null;
  seen.add(key);
  let info = exportsCache.get(file);
  if (!info) {
    info = exportsOf(readFileSync(join(root, file), 'utf8'), file);
    exportsCache.set(file, info);
  }
  if (info.own.has(name)) return file;
  for (const re of info.named) {
    if (re.name !== name) continue;
    const target = resolveImport(root, file, re.from);
    // `export * as ns from` hands on the whole module: that module is the dependency.
    if (typeof target === 'string')
      return re.as === '*' ? target : trace(root, target, re.as, exportsCache, seen);
  }
  for (const spec of info.stars) {
    const target = resolveImport(root, file, spec);
    const found = typeof target === 'string' ? trace(root, target, name, exportsCache, seen) : null;
    if (found) return found;
  }
  return null;
}

/**
 * Every resolved import: { from, to, typeOnly, dynamic, reExport, line, specifier, via }. An import
 * (or named re-export) of names is followed through re-exports to the files that declare them (one
 * edge per such file, `via` naming the barrel it went through), so `import { x } from '@pf/shared'`
 * counts as a dependency on the file that defines x, not on the barrel that lists everything.
 * `export * from` stays an edge to what it names.
 */
export function importEdges(root, files) {
  const edges = [];
  const unresolved = [];
  const exportsCache = new Map();
  for (const from of files) {
    const text = readFileSync(join(root, from), 'utf8');
    for (const imp of importsOf(text, from)) {
      const to = resolveImport(root, from, imp.specifier);
      if (to === null) continue;
      if (typeof to === 'object') {
        unresolved.push({ from, ...imp });
        continue;
      }
      if (imp.names === null || imp.names.length === 0) {
        edges.push({ from, to, ...imp, via: null });
        continue;
      }
      const targets = new Set(imp.names.map((n) => declaringFile(root, to, n, exportsCache)));
      for (const target of targets) edges.push({ from, to: target, ...imp, via: target === to ? null : to });
    }
  }
  return { edges, unresolved };
}
