import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@pf/shared';

export type ImageProblem = 'type' | 'size';

/** §5 Age and KYC: jpeg, jpg or png, at most 5242880 bytes. Null when the file is acceptable. */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): ImageProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const subtype = file.type.toLowerCase().replace(/^image\//, '');
  const accepted = (IMAGE_TYPES as readonly string[]).includes(subtype || extension);
  if (!accepted || (file.type !== '' && !file.type.startsWith('image/'))) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** Reads a file as a data URL, the form the ID upload calls carry images in (§3). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
