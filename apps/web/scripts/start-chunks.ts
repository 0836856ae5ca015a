import type { Plugin } from 'vite';

/** What the start reads of each output chunk (a subset of Rollup's OutputChunk). */
export interface StartChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  moduleIds?: readonly string[];
  imports?: readonly string[];
}

/**
 * The app's own code, which the entry imports dynamically. Evaluating it and the framework in one
 * task was the longest script task of the start on a phone; behind an import they are two.
 */
export const START_MODULE = '/src/app/start-app.tsx';

/**
 * The chunk holding the start module. Rollup gives it no facade: the pages' chunks import shared
 * code from the same chunk, so it is found by the modules it holds.
 */
export const isStartChunk = (chunk: { moduleIds?: readonly string[] }) =>
  chunk.moduleIds?.some((id) => id.endsWith(START_MODULE)) === true;

/** The bundle's chunks by file name, its assets left out. */
export function chunksByFile<C extends StartChunkInfo>(bundle: Record<string, C>): Map<string, C> {
  return new Map(
    Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
  );
}

/** `start` and every chunk it imports statically, directly or not, added to `into` in load order. */
export function closureOf(
  chunks: Map<string, StartChunkInfo>,
  start: string,
  into: Set<string>,
): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const dep of chunks.get(start)?.imports ?? []) closureOf(chunks, dep, into);
  return into;
}

/**
 * Every chunk the start loads: the entry, the app it imports and what each imports statically.
 * `beyondEntry` is the part index.html does not already name: the app's chunk and its own imports.
 */
export function startChunksOf(bundle: Record<string, StartChunkInfo>): {
  all: Set<string>;
  beyondEntry: string[];
} {
  const chunks = chunksByFile(bundle);
  const entry = new Set<string>();
  for (const c of chunks.values()) if (c.isEntry) closureOf(chunks, c.fileName, entry);
  const app = new Set<string>();
  for (const c of chunks.values()) if (isStartChunk(c)) closureOf(chunks, c.fileName, app);
  const beyondEntry = [...app].filter((file) => !entry.has(file));
  return { all: new Set([...entry, ...app]), beyondEntry };
}

/**
 * Names the app's chunks in index.html as module preloads, so they download beside the entry
 * instead of after it has run, and the service worker keeps them with the shell.
 */
export function preloadStart(): Plugin {
  return {
    name: 'preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const { beyondEntry } = startChunksOf(ctx.bundle as unknown as Record<string, StartChunkInfo>);
        if (beyondEntry.length === 0) throw new Error(`no chunk for ${START_MODULE}: did the start move?`);
        return beyondEntry.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
