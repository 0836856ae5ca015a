import { type contentContracts, contentEndpoints } from '@pf/shared/contracts/content';
import { contractCalls } from '@/lib/contract-call';

const contentCall = contractCalls<typeof contentContracts>(contentEndpoints);

/** Stores a picture (a data URL) in the content store and answers its address, for screens below content. */
export async function uploadContentImage(dataUrl: string): Promise<string> {
  return (await contentCall('content.uploadImage', { body: { image: dataUrl } })).url;
}
