// `node scripts/long-functions.mjs [--json] [--limit N] [--span]`: every function of the product
// code longer than N lines (80 by default), longest first, with its file, its name (or what it is
// assigned to) and its line count. Lines are counted as the lint rule `noExcessiveLinesPerFunction`
// counts them (biome.json), so this list and `npm run lint` agree: the lines of the body, blank and
// comment lines included, but not a line that only closes a brace (`}`, `});`). `--span` counts
// from the first line of the function to its last instead. Each function is measured over its own
// body, so an outer function that holds a long inner one is listed too; the total also says how
// many are long only because of such an inner one, so both counts can be read.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sourceFiles } from './area-imports.mjs';
import { isTestFile } from './area-map.mjs';

export const ROOTS = ['apps/server/src', 'apps/web/src', 'apps/console/src', 'packages/shared/src'];
export const LIMIT = 80;

/** Product code: tests, their kits and fixtures, and migrations are not measured. */
export function isMeasured(path) {
  return !isTestFile(path) && !/(^|\/)db\/migrations\//.test(path);
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

function textOfName(name, sf) {
  if (!name) return null;
  return ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name)
    ? name.text
    : name.getText(sf);
}

function calleeName(call, sf) {
  const text = call.expression.getText(sf).replace(/\s+/g, '');
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** The function's own name, else the variable, property or call it is given to. */
export function nameOf(node, sf) {
  const own = node.name ? textOfName(node.name, sf) : null;
  if (ts.isConstructorDeclaration(node))
    return `${textOfName(node.parent.name, sf) ?? '<class>'}.constructor`;
  if (
    ts.isMethodDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  ) {
    const owner = ts.isClassLike(node.parent) ? textOfName(node.parent.name, sf) : null;
    return owner ? `${owner}.${own}` : own;
  }
  if (own) return own;
  let parent = node.parent;
  while (
    parent &&
    (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent))
  )
    parent = parent.parent;
  if (!parent) return '<anonymous>';
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return textOfName(parent.name, sf);
  if (ts.isBinaryExpression(parent)) return parent.left.getText(sf);
  if (ts.isExportAssignment(parent)) return 'default';
  if (ts.isCallExpression(parent)) {
    // A wrapper such as memo(...) or forwardRef(...) assigned to a name is named by that name.
    const holder = parent.parent;
    if (holder && ts.isVariableDeclaration(holder)) return textOfName(holder.name, sf);
    return `${calleeName(parent, sf)}(callback)`;
  }
  return '<anonymous>';
}

const BRACES = new Set([ts.SyntaxKind.OpenBraceToken, ts.SyntaxKind.CloseBraceToken]);

/**
 * The lint rule's count: each line break before a token of the body, except before a brace. A
 * line break belongs to the token after it (with the blank lines and comments before that token);
 * the breaks inside a token (JSX text, a template) or a block comment are not counted.
 */
export function bodyLines(body, sf) {
  const text = sf.text;
  let count = 0;
  const visit = (node) => {
    // A doc comment is a child here but trivia to the lint: its line breaks are the next token's.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(sf);
    if (children.length > 0 || node.kind === ts.SyntaxKind.SyntaxList) {
      for (const child of children) visit(child);
      return;
    }
    // JSX text holds its own line breaks (the lint does not count them), and so does a brace.
    if (BRACES.has(node.kind) || node.kind === ts.SyntaxKind.JsxText) return;
    // The line breaks inside a block comment are the comment's, not lines of the function.
    const trivia = text.slice(node.pos, node.getStart(sf)).replace(/\/\*[\s\S]*?\*\//g, '');
    for (const ch of trivia) if (ch === '\n') count += 1;
  };
  // An expression body counts from the line break before it, as the lint does.
  visit(body);
  return count;
}

/** Functions of one file's text longer than `limit` lines, each measured over its own body. */
export function longFunctionsOf(text, file = 'file.ts', limit = LIMIT, { span = false } = {}) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node, enclosing) => {
    let inside = enclosing;
    if (isFunction(node) && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const lines = span ? end - start + 1 : bodyLines(node.body, sf);
      if (lines > limit) {
        // `inner`: the lines of the long functions directly inside this one.
        const entry = { file, name: nameOf(node, sf), line: start, lines, inner: 0 };
        if (enclosing) enclosing.inner += lines;
        found.push(entry);
        inside = entry;
      }
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(sf, null);
  return found;
}

/** The measurement over a repository, longest first. */
export function measure(root, { limit = LIMIT, roots = ROOTS, span = false } = {}) {
  const files = sourceFiles(root, roots).filter(isMeasured);
  const found = files.flatMap((f) =>
    longFunctionsOf(readFileSync(`${root}/${f}`, 'utf8'), f, limit, { span }),
  );
  found.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
  // Long only because a long function sits inside it: without that one it would be short.
  const onlyAround = found.filter((f) => f.inner > 0 && f.lines - f.inner <= limit).length;
  return { limit, span, files: files.length, functions: found, total: found.length, onlyAround };
}

function main(argv) {
  const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
  const at = argv.indexOf('--limit');
  const limit = at === -1 ? LIMIT : Number(argv[at + 1]);
  const r = measure(root, { limit, span: argv.includes('--span') });
  if (argv.includes('--json')) {
    console.log(JSON.stringify(r, null, 2));
    return;
  }
  for (const f of r.functions) {
    const mark = f.inner > 0 ? ` (${f.inner} of them in long functions inside it)` : '';
    console.log(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}${mark}`);
  }
  console.log(
    `\n${r.total} functions over ${limit} lines in ${r.files} files` +
      ` (${r.total - r.onlyAround} without the ${r.onlyAround} that are long only because they hold one)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
