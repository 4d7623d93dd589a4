'use client';

import * as COPY from '@growday/contracts/copy';
import {
  PROFILE_FORM_FIELDS,
  PROFILE_IMAGE_TYPES,
  USERNAME_MAX_LENGTH,
  type CurrentUser,
  type JobGroup,
} from '@growday/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { updateProfile } from '../api/profile';
import { storageUrl } from '../files/storage-url';
import { useHost } from '../host/host-provider';
import { ProfileIcon } from '../icons/icons';
import { userKeys } from '../queries/users';
import {
  buildProfileFormData,
  draftFromUser,
  profileErrorsFromFailure,
  profileImageError,
  validateDraft,
  type ProfileDraft,
  type ProfileErrors,
  type ProfileField,
} from './profile-form-data';
import { jobCatalogueOptions } from './queries';

const IMAGE_SIDE_PX = 96;
const ID = 'gd-profile';
const fieldId = (field: ProfileField) => `${ID}-${field}`;
const errorId = (field: ProfileField) => `${ID}-${field}-error`;

function FieldError({ field, errors }: { field: ProfileField; errors: ProfileErrors }) {
  const message = errors[field];
  return message ? (
    <p id={errorId(field)} className="gd-form-error" role="alert" data-field={field}>
      {message}
    </p>
  ) : null;
}

/** aria attributes tying a control to its error message. */
function describedBy(field: ProfileField, errors: ProfileErrors) {
  return errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};
}

export type ProfileNotice = 'saved' | 'nothingChanged' | null;

export interface ProfileFormViewProps {
  draft: ProfileDraft;
  /** The image shown: the picked file's preview, else the saved image, else none. */
  imageUrl: string | null;
  jobGroups: readonly JobGroup[];
  errors: ProfileErrors;
  notice: ProfileNotice;
  saving: boolean;
  onPickImage: (event: ChangeEvent<HTMLInputElement>) => void;
  onUsername: (value: string) => void;
  onJobGroup: (jobGroupId: number | null) => void;
  onJob: (jobId: number | null) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** The profile form's markup: image with picker, username, job group and job, each with its error. */
export function ProfileFormView({
  draft,
  imageUrl,
  jobGroups,
  errors,
  notice,
  saving,
  onPickImage,
  onUsername,
  onJobGroup,
  onJob,
  onSubmit,
}: ProfileFormViewProps) {
  const jobs = jobGroups.find((group) => group.id === draft.jobGroupId)?.jobs ?? [];
  let status: ReactNode = null;
  if (errors.form) {
    status = (
      <p className="gd-form-error" role="alert">
        {errors.form}
      </p>
    );
  } else if (notice) {
    status = (
      <p className="gd-profile-form__notice" role="status">
        {notice === 'saved' ? COPY.myPage.saved : COPY.myPage.nothingChanged}
      </p>
    );
  }
  return (
    <form className="gd-profile-form" onSubmit={onSubmit} noValidate aria-busy={saving}>
      <div className="gd-profile-form__row gd-profile-form__image-row">
        <span className="gd-profile-form__label">{COPY.myPage.profileImage}</span>
        <div className="gd-profile-form__image-box">
          {imageUrl ? (
            <img
              className="gd-profile-form__image"
              src={imageUrl}
              alt={COPY.myPage.profileImage}
              width={IMAGE_SIDE_PX}
              height={IMAGE_SIDE_PX}
              data-testid="profile-image"
            />
          ) : (
            <span
              className="gd-profile-form__image gd-profile-form__image--empty"
              role="img"
              aria-label={COPY.myPage.noImage}
            >
              <ProfileIcon size={40} />
            </span>
          )}
          <label className="gd-button gd-button--small gd-profile-form__pick" htmlFor={fieldId('profile')}>
            {COPY.myPage.changeImage}
          </label>
          <input
            id={fieldId('profile')}
            name={PROFILE_FORM_FIELDS.profile}
            type="file"
            accept={PROFILE_IMAGE_TYPES.join(',')}
            className="gd-visually-hidden"
            onChange={onPickImage}
            {...describedBy('profile', errors)}
          />
        </div>
        <FieldError field="profile" errors={errors} />
      </div>

      <div className="gd-profile-form__row">
        <label className="gd-profile-form__label" htmlFor={fieldId('username')}>
          {COPY.myPage.username}
        </label>
        <input
          id={fieldId('username')}
          name={PROFILE_FORM_FIELDS.username}
          className="gd-input"
          autoComplete="nickname"
          maxLength={USERNAME_MAX_LENGTH}
          value={draft.username}
          onChange={(event) => onUsername(event.target.value)}
          {...describedBy('username', errors)}
        />
        <FieldError field="username" errors={errors} />
      </div>

      <div className="gd-profile-form__row">
        <label className="gd-profile-form__label" htmlFor={fieldId('jobGroupId')}>
          {COPY.myPage.jobGroup}
        </label>
        <select
          id={fieldId('jobGroupId')}
          name={PROFILE_FORM_FIELDS.jobGroupId}
          className="gd-input gd-select"
          value={draft.jobGroupId ?? ''}
          onChange={(event) => onJobGroup(numberOrNull(event.target.value))}
          {...describedBy('jobGroupId', errors)}
        >
          <option value="">{COPY.myPage.choose}</option>
          {jobGroups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
        <FieldError field="jobGroupId" errors={errors} />
      </div>

      <div className="gd-profile-form__row">
        <label className="gd-profile-form__label" htmlFor={fieldId('jobId')}>
          {COPY.myPage.job}
        </label>
        <select
          id={fieldId('jobId')}
          name={PROFILE_FORM_FIELDS.jobId}
          className="gd-input gd-select"
          value={draft.jobId ?? ''}
          disabled={jobs.length === 0}
          onChange={(event) => onJob(numberOrNull(event.target.value))}
          {...describedBy('jobId', errors)}
        >
          <option value="">{COPY.myPage.choose}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.name}
            </option>
          ))}
        </select>
        <FieldError field="jobId" errors={errors} />
      </div>

      <div className="gd-profile-form__actions">
        {status}
        <button type="submit" className="gd-button gd-button--primary" disabled={saving}>
          {saving ? COPY.myPage.saving : COPY.myPage.save}
        </button>
      </div>
    </form>
  );
}

export interface ProfileFormProps {
  user: CurrentUser;
  /** After a save: the host refreshes what it renders from the user (the header). */
  onUpdated?: (user: CurrentUser) => void;
}

/** An object URL of the picked image, released when it is replaced or the form goes away. */
function usePreviewUrl(): [string | null, (file: File | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  const show = useCallback((file: File | null) => setUrl(file ? URL.createObjectURL(file) : null), []);
  return [url, show];
}

/**
 * Edit profile (/me/info/profile): sends only the non-empty fields that changed (shell spec §5),
 * checks a picked image's type and size before sending, shows the server's error under the field
 * it names, and on success puts the answered user in the current-user query.
 */
export function ProfileForm({ user, onUpdated }: ProfileFormProps) {
  const { apiClient, storageBaseUrl } = useHost();
  const queryClient = useQueryClient();
  const jobGroups = useQuery(jobCatalogueOptions(apiClient));
  const [current, setCurrent] = useState(user);
  const [draft, setDraft] = useState(() => draftFromUser(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [notice, setNotice] = useState<ProfileNotice>(null);
  const [previewUrl, showPreview] = usePreviewUrl();

  const save = useMutation({
    mutationFn: (form: FormData) => updateProfile(apiClient, form),
    onSuccess: (updated) => {
      setCurrent(updated);
      setDraft(draftFromUser(updated));
      showPreview(null);
      setNotice('saved');
      queryClient.setQueryData(userKeys.current(), updated);
      onUpdated?.(updated);
    },
    onError: (error) => setErrors(profileErrorsFromFailure(error)),
  });

  const edit = (change: Partial<ProfileDraft>, field: ProfileField) => {
    setDraft((previous) => ({ ...previous, ...change }));
    setNotice(null);
    setErrors((previous) => ({ ...previous, [field]: undefined, form: undefined }));
  };

  const onPickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Cleared, so picking the same file again after an error fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = profileImageError(file);
    if (problem) {
      setDraft((previous) => ({ ...previous, profile: null }));
      showPreview(null);
      setNotice(null);
      setErrors((previous) => ({ ...previous, profile: problem }));
      return;
    }
    edit({ profile: file }, 'profile');
    showPreview(file);
  };

  const onJobGroup = (jobGroupId: number | null) => {
    const group = jobGroups.data?.find((candidate) => candidate.id === jobGroupId);
    // A job of another group no longer fits; keep it only when it belongs to the new group.
    const keepsJob = group?.jobs.some((job) => job.id === draft.jobId) ?? false;
    edit({ jobGroupId, jobId: keepsJob ? draft.jobId : null }, 'jobGroupId');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const invalid = validateDraft(draft);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      return;
    }
    const form = buildProfileFormData(current, draft);
    setErrors({});
    if (!form) {
      setNotice('nothingChanged');
      return;
    }
    save.mutate(form);
  };

  const savedImage = current.profileKey ? storageUrl(storageBaseUrl, current.profileKey) : current.profile;
  return (
    <ProfileFormView
      draft={draft}
      imageUrl={previewUrl ?? savedImage}
      jobGroups={jobGroups.data ?? []}
      errors={errors}
      notice={notice}
      saving={save.isPending}
      onPickImage={onPickImage}
      onUsername={(username) => edit({ username }, 'username')}
      onJobGroup={onJobGroup}
      onJob={(jobId) => edit({ jobId }, 'jobId')}
      onSubmit={onSubmit}
    />
  );
}
