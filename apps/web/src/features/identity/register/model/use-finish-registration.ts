import { useNavigate } from 'react-router';
import { useAuthModal, useSessionActions } from '@/features/identity/auth';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { registerMember } from '../api/register-api';
import { uploadRegistrationImages } from '../lib/register-payload';
import type { IdPhotos } from './register-values';

/**
 * §4 steps 5 to 8 after the account is made: sign in with the answer's token, upload the ID images
 * (when the form asked for them), close the pop-up, go home and show the success modal.
 */
export function useFinishRegistration() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { establishSession } = useSessionActions();
  return async (answer: Awaited<ReturnType<typeof registerMember>>, photos: IdPhotos | null) => {
    // 5. The login info (sent because the payload asks to be logged in).
    const token = 'token' in answer ? answer.token : null;
    if (token) await establishSession(token);
    // 6. The ID images; registration reuses the front as the back (§3).
    if (photos?.front && photos.selfie && token) {
      await uploadRegistrationImages(photos.front, photos.selfie, (error) =>
        showAlert({ message: errorText(t, error) }),
      );
    }
    // 7-8. Close the pop-up, go home, celebrate.
    navigate('/');
    useAuthModal.getState().open({ kind: 'registerSuccess' });
  };
}
