import { errorTable } from '../../error-table.ts';
/** Error codes of the site content calls (banners, notices, popups and their images). */
export const CONTENT_ERRORS = errorTable({
  400: {
    CONTENT_IMAGE_TYPE: 'Only png, jpg or webp images are accepted',
    CONTENT_IMAGE_SIZE: 'The image must be 5 MB or smaller',
    CONTENT_MERCHANT_REQUIRED: 'Choose the merchant this content belongs to',
  },
  404: {
    CONTENT_IMAGE_NOT_FOUND: 'Image not found',
    CONTENT_NOT_FOUND: 'Content not found',
  },
});
