import {
  API_PATHS,
  COPY,
  ERROR_CODE,
  PROFILE_IMAGE_MAX_BYTES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  type JobGroup,
} from '@growday/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from '../src/api/client';
import { listJobs, updateProfile } from '../src/api/profile';
import { ProfileFormView, type ProfileFormViewProps } from '../src/my-page/profile-form';
import {
  buildProfileFormData,
  draftFromUser,
  profileErrorsFromFailure,
  profileImageError,
  validateDraft,
  type ProfileDraft,
} from '../src/my-page/profile-form-data';
import { userFixture } from './helpers/user-fixtures';

const user = userFixture({ id: 7, jobId: 101, jobGroupId: 10 });

const jobGroups: JobGroup[] = [
  {
    id: 10,
    name: '개발',
    jobs: [
      { id: 101, name: '백엔드', jobGroupId: 10 },
      { id: 102, name: '프론트엔드', jobGroupId: 10 },
    ],
  },
  { id: 20, name: '디자인', jobs: [{ id: 201, name: 'UI 디자인', jobGroupId: 20 }] },
];

const png = (bytes = 16) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });
const entries = (form: FormData | null) => (form ? [...form.keys()].sort() : null);

describe('profile update body', () => {
  it('SH-USER-05 nothing is sent when nothing changed', () => {
    expect(buildProfileFormData(user, draftFromUser(user))).toBeNull();
    // The same username with stray spaces is not a change either.
    expect(buildProfileFormData(user, { ...draftFromUser(user), username: ' growday_dev ' })).toBeNull();
  });

  it('SH-USER-04 empty fields are never sent (no image, a blank username, no job chosen)', () => {
    const draft: ProfileDraft = { profile: null, username: '  ', jobGroupId: null, jobId: null };
    expect(buildProfileFormData(user, draft)).toBeNull();
    const emptyFile = new File([], 'empty.png', { type: 'image/png' });
    expect(buildProfileFormData(user, { ...draftFromUser(user), profile: emptyFile })).toBeNull();
  });

  it('SH-USER-05 only the fields that differ from the current user are sent', () => {
    const renamed = buildProfileFormData(user, { ...draftFromUser(user), username: 'new_name' });
    expect(entries(renamed)).toEqual(['username']);
    expect(renamed?.get('username')).toBe('new_name');

    const newJob = buildProfileFormData(user, { ...draftFromUser(user), jobId: 102 });
    expect(entries(newJob)).toEqual(['jobId']);
    expect(newJob?.get('jobId')).toBe('102');

    const newGroup = buildProfileFormData(user, { ...draftFromUser(user), jobGroupId: 20, jobId: 201 });
    expect(entries(newGroup)).toEqual(['jobGroupId', 'jobId']);
  });

  it('SH-USER-03 SH-USER-04 a picked image goes in the profile field as a file', () => {
    const form = buildProfileFormData(user, { ...draftFromUser(user), profile: png() });
    expect(entries(form)).toEqual(['profile']);
    const file = form?.get('profile');
    expect(file).toBeInstanceOf(File);
    expect((file as File).type).toBe('image/png');
  });

  it('SH-USER-03 PUT /api/v1/users sends the form as multipart and answers the updated user', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return Response.json({ data: { ...user, username: 'new_name' } });
    };
    const form = buildProfileFormData(user, { ...draftFromUser(user), username: 'new_name', profile: png() });
    if (!form) throw new Error('expected a form');
    const updated = await updateProfile(createApiClient({ baseUrl: '', fetch }), form);
    expect(updated.username).toBe('new_name');
    expect(calls[0]?.url).toBe(API_PATHS.currentUser);
    expect(calls[0]?.init?.method).toBe('PUT');
    expect(calls[0]?.init?.body).toBe(form);
    // The browser writes the multipart content type with its boundary; the client must not set one.
    expect((calls[0]?.init?.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('the job selects read the catalogue from data.jobGroups', async () => {
    const fetch: FetchLike = async () => Response.json({ data: { jobGroups } });
    expect(await listJobs(createApiClient({ baseUrl: '', fetch }))).toEqual(jobGroups);
  });
});

describe('profile checks before sending', () => {
  it('a picked file must be a JPEG, PNG, WebP or GIF of at most 5 MB', () => {
    expect(profileImageError(png())).toBeNull();
    expect(profileImageError({ type: 'image/svg+xml', size: 10 })).toBe(COPY.profileErrors.imageType);
    expect(profileImageError({ type: 'text/plain', size: 10 })).toBe(COPY.profileErrors.imageType);
    expect(profileImageError({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
    expect(profileImageError({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES + 1 })).toBe(
      COPY.profileErrors.imageTooLarge(5),
    );
  });

  it('a username that breaks the rule is stopped with the rule under the field', () => {
    const rule = COPY.myPage.usernameRule(USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH);
    expect(validateDraft({ ...draftFromUser(user), username: 'a' })).toEqual({ username: rule });
    expect(validateDraft({ ...draftFromUser(user), username: 'has space' })).toEqual({ username: rule });
    expect(validateDraft({ ...draftFromUser(user), username: '새이름_2' })).toEqual({});
  });
});

describe('server errors on the profile form', () => {
  const failWith = async (status: number, body: unknown) => {
    const fetch: FetchLike = async () => Response.json(body, { status });
    return updateProfile(createApiClient({ baseUrl: '', fetch }), new FormData()).then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => profileErrorsFromFailure(error),
    );
  };

  function view(extra: Partial<ProfileFormViewProps>): string {
    const props: ProfileFormViewProps = {
      draft: draftFromUser(user),
      imageUrl: null,
      jobGroups,
      errors: {},
      notice: null,
      saving: false,
      onPickImage: () => {},
      onUsername: () => {},
      onJobGroup: () => {},
      onJob: () => {},
      onSubmit: () => {},
      ...extra,
    };
    return renderToStaticMarkup(<ProfileFormView {...props} />);
  }

  it('a taken username (409) shows the server message under the username field', async () => {
    const errors = await failWith(409, {
      error: {
        status: 409,
        code: ERROR_CODE.usernameTaken,
        message: COPY.profileErrors.usernameTaken,
        field: 'username',
      },
    });
    expect(errors).toEqual({ username: COPY.profileErrors.usernameTaken });
    const html = view({ errors });
    expect(html).toMatch(
      /id="gd-profile-username"[^>]*aria-invalid="true" aria-describedby="gd-profile-username-error"/,
    );
    expect(html).toContain(
      `<p id="gd-profile-username-error" class="gd-form-error" role="alert" data-field="username">${COPY.profileErrors.usernameTaken}</p>`,
    );
  });

  it('a refused image (400 on profile) shows the server message under the image picker', async () => {
    const errors = await failWith(400, {
      error: {
        status: 400,
        code: ERROR_CODE.unsupportedMediaType,
        message: COPY.profileErrors.imageType,
        field: 'profile',
      },
    });
    expect(errors).toEqual({ profile: COPY.profileErrors.imageType });
    expect(view({ errors })).toContain(`data-field="profile">${COPY.profileErrors.imageType}</p>`);
  });

  it('an error without a known field shows above the buttons; a 5xx says try again later', async () => {
    expect(await failWith(400, { error: { status: 400, code: 'BAD_REQUEST', message: 'x', field: 'body' } })).toEqual({
      form: 'x',
    });
    const errors = await failWith(500, { error: { status: 500, code: ERROR_CODE.internal, message: 'boom' } });
    expect(errors).toEqual({ form: COPY.common.tryAgainLater });
    expect(view({ errors })).toContain(`role="alert">${COPY.common.tryAgainLater}</p>`);
  });

  it('the form shows the current values: username, job group and the jobs of that group only', () => {
    const html = view({});
    expect(html).toContain('value="growday_dev"');
    expect(html).toMatch(/<option value="10" selected="">개발<\/option>/);
    expect(html).toMatch(/<option value="101" selected="">백엔드<\/option>/);
    expect(html).not.toContain('UI 디자인');
    expect(html).toContain(`aria-label="${COPY.myPage.noImage}"`);
  });
});
