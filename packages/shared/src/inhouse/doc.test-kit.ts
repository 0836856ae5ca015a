import { readFileSync } from 'node:fs';

/** docs/inhouse-games.md, which the tests hold to the code's own tables and figures. */
export const INHOUSE_DOC = readFileSync(
  new URL('../../../../docs/inhouse-games.md', import.meta.url),
  'utf8',
);

/** The round parameters of a test seed pair: the server seed is `seedChar` 64 times. */
export const seedParams = (seedChar: string, clientSeed: string) => (nonce: number) => ({
  serverSeed: seedChar.repeat(64),
  clientSeed,
  nonce,
});
