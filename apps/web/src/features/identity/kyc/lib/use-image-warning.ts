import { useCallback } from 'react';
import { showAlert } from '@/lib/alert-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ImageProblem } from '@/lib/image-file';

/** §8: a refused upload (wrong type, too large) gets a warning dialog. */
export function useImageWarning() {
  const { t } = useTranslation();
  return useCallback(
    (problem: ImageProblem) =>
      void showAlert({ message: problem === 'type' ? t('validation.imageType') : t('validation.imageSize') }),
    [t],
  );
}
