import * as COPY from '@growday/contracts/copy';
import {
  PROFILE_FORM_FIELDS,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  isValidUsername,
  type CurrentUser,
} from '@growday/contracts/client';
import { isApiError } from '../api/api-error';

/** What the profile form holds: a picked image (or none) and the text and select values. */
export interface ProfileDraft {
  profile: File | null;
  username: string;
  jobGroupId: number | null;
  jobId: number | null;
}

export type ProfileField = keyof typeof PROFILE_FORM_FIELDS;

/** Messages under the form's fields, and one for the form as a whole. */
export type ProfileErrors = Partial<Record<ProfileField | 'form', string>>;

/** The form as it opens: the current values and no picked image. */
export function draftFromUser(user: CurrentUser): ProfileDraft {
  return { profile: null, username: user.username ?? '', jobGroupId: user.jobGroupId, jobId: user.jobId };
}

const BYTES_PER_MB = 1024 * 1024;

/** The client's check of a picked image (type and size), with the server's wording; null when fine. */
export function profileImageError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return COPY.profileErrors.imageType;
  if (file.size > PROFILE_IMAGE_MAX_BYTES)
    return COPY.profileErrors.imageTooLarge(PROFILE_IMAGE_MAX_BYTES / BYTES_PER_MB);
  return null;
}

/** The client's checks before sending: the picked image and the username rule. */
export function validateDraft(draft: ProfileDraft): ProfileErrors {
  const errors: ProfileErrors = {};
  if (draft.profile) {
    const imageError = profileImageError(draft.profile);
    if (imageError) errors.profile = imageError;
  }
  const username = draft.username.trim();
  if (username && !isValidUsername(username)) {
    errors.username = COPY.myPage.usernameRule(USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH);
  }
  return errors;
}

/**
 * The multipart body of `PUT /api/v1/users` (SH-USER-03) holding only the fields that are non-empty
 * (SH-USER-04) and differ from the current user (SH-USER-05); null when nothing changed, so nothing
 * is sent.
 */
export function buildProfileFormData(current: CurrentUser, draft: ProfileDraft): FormData | null {
  const form = new FormData();
  if (draft.profile && draft.profile.size > 0) {
    form.append(PROFILE_FORM_FIELDS.profile, draft.profile, draft.profile.name);
  }
  const username = draft.username.trim();
  if (username && username !== current.username) form.append(PROFILE_FORM_FIELDS.username, username);
  if (draft.jobId !== null && draft.jobId !== current.jobId)
    form.append(PROFILE_FORM_FIELDS.jobId, String(draft.jobId));
  if (draft.jobGroupId !== null && draft.jobGroupId !== current.jobGroupId) {
    form.append(PROFILE_FORM_FIELDS.jobGroupId, String(draft.jobGroupId));
  }
  return [...form.keys()].length > 0 ? form : null;
}

const FIELD_BY_NAME: Readonly<Record<string, ProfileField>> = Object.fromEntries(
  Object.entries(PROFILE_FORM_FIELDS).map(([key, name]) => [name, key as ProfileField]),
);

/**
 * Where a failed save's message goes: under the field the server named (its message is already the
 * user's wording), else above the buttons; no answer at all reads as "try again later".
 */
export function profileErrorsFromFailure(error: unknown): ProfileErrors {
  if (isApiError(error) && error.kind === 'http' && error.status < 500) {
    const field = error.field ? FIELD_BY_NAME[error.field] : undefined;
    return field ? { [field]: error.message } : { form: error.message };
  }
  return { form: COPY.common.tryAgainLater };
}
