import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';

export interface CheckedContentImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
  sha256: string;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF', 'ascii');
const WEBP = Buffer.from('WEBP', 'ascii');

function typeOf(bytes: Buffer): Pick<CheckedContentImage, 'contentType' | 'ext'> | null {
  if (bytes.length > PNG.length && bytes.subarray(0, 8).equals(PNG))
    return { contentType: 'image/png', ext: 'png' };
  if (bytes.length > JPEG.length && bytes.subarray(0, 3).equals(JPEG))
    return { contentType: 'image/jpeg', ext: 'jpg' };
  if (bytes.length > 12 && bytes.subarray(0, 4).equals(RIFF) && bytes.subarray(8, 12).equals(WEBP)) {
    return { contentType: 'image/webp', ext: 'webp' };
  }
  return null;
}

/**
 * A banner upload: a base64 data URL whose first bytes must be PNG, JPEG or WebP (the declared
 * media type is ignored, so SVG or a renamed script is refused), at most IMAGE_MAX_BYTES decoded.
 */
export function checkContentImage(dataUrl: string): CheckedContentImage {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0 || !dataUrl.slice(0, comma).endsWith(';base64')) {
    throw new AppError('CONTENT_IMAGE_TYPE');
  }
  const payload = dataUrl.slice(comma + 1).replace(/\s/g, '');
  // Cheap bound before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((payload.length * 3) / 4) - 2 > IMAGE_MAX_BYTES) throw new AppError('CONTENT_IMAGE_SIZE');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('CONTENT_IMAGE_SIZE');
  const type = typeOf(bytes);
  if (!type) throw new AppError('CONTENT_IMAGE_TYPE');
  return { bytes, ...type, sha256: createHash('sha256').update(bytes).digest('hex') };
}
