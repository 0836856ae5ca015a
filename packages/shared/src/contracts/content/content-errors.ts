/** Error codes of the site content calls (banners, notices, popups and their images). */
export const CONTENT_ERRORS = {
  CONTENT_IMAGE_TYPE: { status: 400, message: 'Only png, jpg or webp images are accepted' },
  CONTENT_IMAGE_SIZE: { status: 400, message: 'The image must be 5 MB or smaller' },
  CONTENT_IMAGE_NOT_FOUND: { status: 404, message: 'Image not found' },
  CONTENT_NOT_FOUND: { status: 404, message: 'Content not found' },
  CONTENT_MERCHANT_REQUIRED: { status: 400, message: 'Choose the merchant this content belongs to' },
} as const satisfies Record<string, { status: number; message: string }>;
