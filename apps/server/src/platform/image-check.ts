import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@pf/shared';
import { AppError } from '../plugins/errors.ts';

export interface CheckedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  ext: 'png' | 'jpg';
  sha256: string;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * Decodes a data URL and decides its type by its first bytes; the declared media type is ignored,
 * so a renamed file or a script labelled image/png is refused. At most IMAGE_MAX_BYTES decoded.
 */
export function checkImage(dataUrl: string): CheckedImage {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0 || !dataUrl.slice(0, comma).endsWith(';base64')) {
    throw new AppError('IMAGE_TYPE');
  }
  const payload = dataUrl.slice(comma + 1).replace(/\s/g, '');
  // Cheap bound before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((payload.length * 3) / 4) - 2 > IMAGE_MAX_BYTES) throw new AppError('IMAGE_SIZE');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('IMAGE_SIZE');
  let type: Pick<CheckedImage, 'contentType' | 'ext'>;
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) {
    type = { contentType: 'image/png', ext: 'png' };
  } else if (bytes.length > JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) {
    type = { contentType: 'image/jpeg', ext: 'jpg' };
  } else {
    throw new AppError('IMAGE_TYPE');
  }
  return { bytes, ...type, sha256: createHash('sha256').update(bytes).digest('hex') };
}
