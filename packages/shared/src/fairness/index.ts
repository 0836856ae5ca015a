export { type ChainLinkCheck, hashTimes, verifyChainLink } from './chain.ts';
export { nextFloat, randomFloat } from './float.ts';
export { nextInt, pickDistinct, randomInts, scaleUint32 } from './ints.ts';
export { hashServerSeed, matchesCommitment } from './seed.ts';
export { shuffle } from './shuffle.ts';
export { type FairParams, FairStream } from './stream.ts';
export { type RoundReveal, type RoundVerification, verifyRound } from './verify.ts';
