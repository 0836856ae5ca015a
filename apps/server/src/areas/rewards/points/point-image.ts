import { AppError } from '../../../plugins/errors.ts';
import { type CheckedContentImage, checkContentImage } from '../../content/index.ts';

const CODES: Record<string, string> = {
  CONTENT_IMAGE_TYPE: 'POINTS_IMAGE_TYPE',
  CONTENT_IMAGE_SIZE: 'POINTS_IMAGE_SIZE',
};

/**
 * A reward image upload, held to the same rule as banners: the first bytes must be PNG, JPEG or
 * WebP (the declared type is ignored, so SVG or a renamed script is refused), at most 5 MB.
 */
export function checkPointImage(dataUrl: string): CheckedContentImage {
  try {
    return checkContentImage(dataUrl);
  } catch (err) {
    const code = err instanceof AppError ? CODES[String(err.code)] : undefined;
    if (code) throw new AppError(code);
    throw err;
  }
}
