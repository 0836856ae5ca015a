export { nextInt, pickDistinct, randomInts, scaleUint32 } from './ints.ts';
export { hashServerSeed, matchesCommitment } from './seed.ts';
export { type FairParams, FairStream } from './stream.ts';
