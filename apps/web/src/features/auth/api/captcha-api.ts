import { apiGet } from '@/lib/api-client';

export interface Captcha {
  /** Image as a data URL (or a base64 body, which is turned into one). */
  image: string;
}

function toDataUrl(image: string): string {
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

/** §7 GET /wps/captcha returns a base64 image. */
export async function fetchCaptcha(): Promise<Captcha> {
  const value = await apiGet<string | { image?: string; captcha?: string }>('/wps/captcha', {
    t: Date.now(),
  });
  const image = typeof value === 'string' ? value : (value.image ?? value.captcha ?? '');
  return { image: toDataUrl(image) };
}
