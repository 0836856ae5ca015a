import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Private file storage (ID images and other uploads). Keys are opaque paths chosen by the server;
 * nothing here is served directly: routes read through it after their own authorization.
 */
export interface BlobStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
}

const KEY = /^[a-z0-9][a-z0-9/_-]{0,200}(\.[a-z0-9]{1,8})?$/;

/** Files under `root` (DATA_DIR/uploads by default), written to a temp name then renamed. */
export function localDiskStorage(root: string): BlobStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    // Keys come from the server, but a path outside the root must be impossible regardless.
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    const full = resolve(join(base, key));
    if (!full.startsWith(base + sep)) throw new Error(`invalid storage key: ${key}`);
    return full;
  };
  return {
    async put(key, bytes) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      const tmp = `${full}.${process.pid}.tmp`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, full);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
