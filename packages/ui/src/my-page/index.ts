// My page (/me/info): the profile form and its calls (accounts issue).
export { listJobs, updateProfile } from '../api/profile';
export { jobCatalogueOptions, jobKeys } from './queries';
export {
  buildProfileFormData,
  draftFromUser,
  profileErrorsFromFailure,
  profileImageError,
  validateDraft,
  type ProfileDraft,
  type ProfileErrors,
  type ProfileField,
} from './profile-form-data';
export {
  ProfileForm,
  ProfileFormView,
  type ProfileFormProps,
  type ProfileFormViewProps,
  type ProfileNotice,
} from './profile-form';
