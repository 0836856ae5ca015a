import type { Plugin } from 'vite';
import { chunksByFile, closureOf, startChunksOf } from './start-chunks';

/** What the plugin reads of each output chunk (a subset of Rollup's OutputChunk). */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  facadeModuleId?: string | null;
  moduleIds?: readonly string[];
  imports?: readonly string[];
}

/** The file the server reads: page module (as in PAGE_MODULES) → the chunks it needs, in order. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

const PAGE_MODULE = /\/src\/features\/(.+\/pages\/[^/]+-page)\.tsx$/;

/**
 * For every page module the build split out: its chunk and every chunk that chunk imports
 * statically, leaving out what the start already loads (the entry and the app's chunk). Named in
 * the page the server sends, they download beside the entry instead of after it has run.
 */
export function pageChunksOf(bundle: Record<string, ChunkInfo>): Record<string, string[]> {
  const chunks = chunksByFile(bundle);
  const startLoads = startChunksOf(bundle).all;

  const pages: Record<string, string[]> = {};
  for (const c of chunks.values()) {
    const module = c.isDynamicEntry ? PAGE_MODULE.exec(c.facadeModuleId ?? '')?.[1] : undefined;
    if (!module) continue;
    pages[module] = [...closureOf(chunks, c.fileName, new Set())]
      .filter((file) => !startLoads.has(file))
      .map((file) => `/${file}`);
  }
  return pages;
}

/** Writes `page-chunks.json` beside index.html (builds only). */
export function pageChunks(): Plugin {
  return {
    name: 'page-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const table = pageChunksOf(bundle as unknown as Record<string, ChunkInfo>);
      if (Object.keys(table).length === 0) this.error('no page chunks found: did the pages move?');
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(table) });
    },
  };
}
