import type { RegisterField } from '../lib/register-fields';

/** The register form's values: one per field the brand asks for, the ID type and the terms. */
export type RegisterValues = Record<RegisterField, string> & { idType: string; agree: boolean };

/** The ID photos the member took, as data URLs, before they are uploaded. */
export interface IdPhotos {
  front: string | null;
  selfie: string | null;
}
