import type { Plugin } from 'vite';
import { isStartChunk } from './start-chunks';

/**
 * Chromium's compile hint: a script that starts with this comment has every function compiled at
 * once, while it streams in, on a background thread. Without it each function is compiled on the
 * main thread the first time it runs, which on a phone is a good part of the start's long tasks.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the hint reads of an output file (a subset of Rollup's OutputChunk and OutputAsset). */
export interface HintedChunk {
  type: 'chunk' | 'asset';
  name?: string;
  isEntry?: boolean;
  moduleIds?: readonly string[];
  code?: string;
}

/**
 * The chunks nearly all of whose functions run while any page starts: the entry, the app's frame
 * it imports, and the framework. Lazy chunks are left to compile as they are used.
 */
export const wantsCompileHint = (chunk: HintedChunk) =>
  chunk.type === 'chunk' && (chunk.isEntry === true || chunk.name === 'framework' || isStartChunk(chunk));

/** Puts the hint on the first line of each chunk that wants it. */
export function addCompileHints(bundle: Record<string, HintedChunk>): void {
  for (const chunk of Object.values(bundle))
    if (wantsCompileHint(chunk) && !chunk.code?.startsWith(COMPILE_HINT))
      chunk.code = COMPILE_HINT + (chunk.code ?? '');
}

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // Last, once the code is final: minification would drop the comment, and the entry's first
    // line is otherwise the preload map Vite adds at the end. The file names keep the hashes of the
    // code without it, which is the same for the same sources.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Record<string, HintedChunk>);
      },
    },
  };
}
