import { IMAGE_MAX_BYTES } from '@pf/shared';
import { type CheckedImage, checkImage } from '../../../platform/image-check.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { AttachmentType } from './adjustments.tables.ts';

export interface CheckedAttachment {
  bytes: Buffer;
  contentType: AttachmentType;
  ext: 'png' | 'jpg' | 'pdf';
}

const PDF = Buffer.from('%PDF-');
const DATA_URL = /^data:[^,]*;base64,/;

/** A PDF's data URL, decoded and recognised by its first bytes; null when it is not one. */
function pdfOf(dataUrl: string): CheckedAttachment | null {
  const head = DATA_URL.exec(dataUrl);
  if (!head) return null;
  const payload = dataUrl.slice(head[0].length).replace(/\s/g, '');
  // Cheap bound before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((payload.length * 3) / 4) - 2 > IMAGE_MAX_BYTES) throw new AppError('IMAGE_SIZE');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('IMAGE_SIZE');
  if (bytes.length <= PDF.length || !bytes.subarray(0, PDF.length).equals(PDF)) return null;
  return { bytes, contentType: 'application/pdf', ext: 'pdf' };
}

/**
 * An adjustment's evidence: a PNG, a JPEG (as every other upload, `checkImage`) or a PDF, decided
 * by the bytes and never by the declared type, at most IMAGE_MAX_BYTES.
 */
export function checkAttachment(dataUrl: string): CheckedAttachment {
  const pdf = pdfOf(dataUrl);
  if (pdf) return pdf;
  const image: CheckedImage = checkImage(dataUrl);
  return { bytes: image.bytes, contentType: image.contentType, ext: image.ext };
}
