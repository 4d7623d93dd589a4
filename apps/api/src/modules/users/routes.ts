import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  COPY,
  currentUserSchema,
  dataSchema,
  ERROR_CODE,
  jobCatalogueSchema,
  LIST_CACHE_TTL_MS,
  PROFILE_FORM_FIELDS,
  profileFormFieldsSchema,
  type JobCatalogue,
} from '@growday/contracts';
import { createTtlCache } from '../../lib/ttl-cache';
import { badRequest, HttpError, unauthorized } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import type { JobsRepository } from './jobs-repository';
import { PROFILE_FORM_LIMITS, readProfileForm } from './profile-form';
import { createProfileImageStore, toProfileWebp } from './profile-image';
import { isUniqueViolation, type ProfileChange } from './users-repository';
import { CACHE_NAMES } from '../../lib/cache-registry';

const usernameTaken = () =>
  new HttpError(409, ERROR_CODE.usernameTaken, COPY.profileErrors.usernameTaken, PROFILE_FORM_FIELDS.username);

/** The job fields as they will be stored: a job always comes with its own group. */
async function resolveJob(
  jobsRepo: JobsRepository,
  jobId: number | undefined,
  jobGroupId: number | undefined,
): Promise<Pick<ProfileChange, 'jobId' | 'jobGroupId'>> {
  if (jobId !== undefined) {
    const job = await jobsRepo.findJob(jobId);
    if (!job) throw badRequest(COPY.profileErrors.unknownJob, PROFILE_FORM_FIELDS.jobId);
    if (jobGroupId !== undefined && job.jobGroupId !== jobGroupId) {
      if (!(await jobsRepo.jobGroupExists(jobGroupId))) {
        throw badRequest(COPY.profileErrors.unknownJobGroup, PROFILE_FORM_FIELDS.jobGroupId);
      }
      throw badRequest(COPY.profileErrors.jobNotInGroup, PROFILE_FORM_FIELDS.jobId);
    }
    return { jobId, jobGroupId: job.jobGroupId };
  }
  if (jobGroupId === undefined) return {};
  if (!(await jobsRepo.jobGroupExists(jobGroupId))) {
    throw badRequest(COPY.profileErrors.unknownJobGroup, PROFILE_FORM_FIELDS.jobGroupId);
  }
  return { jobGroupId };
}

/** The signed-in user: reading and changing the profile (shell spec §3, §5, §7), and the job catalogue. */
export const usersRoutes: FastifyPluginAsyncZod<{ apiOrigin: string }> = async (app, opts) => {
  // Only this scope parses multipart bodies, and only as large as one profile image.
  await app.register(multipart, { limits: PROFILE_FORM_LIMITS });
  const jobsRepo = app.repos.jobs;
  const images = createProfileImageStore(app.files);
  // The catalogue changes only when operators edit it.
  const catalogueCache = createTtlCache<JobCatalogue>(app.clock, { ttlMs: LIST_CACHE_TTL_MS, max: 1 });

  app.get(
    API_PATHS.currentUser,
    {
      schema: {
        operationId: 'getCurrentUser',
        tags: ['users'],
        summary: 'The signed-in user with unread counts; data is null when signed out',
        response: { 200: dataSchema(currentUserSchema.nullable()) },
      },
    },
    async (request) => {
      if (!request.viewer) return { data: null };
      return { data: await app.repos.users.findCurrentUser(request.viewer.userId, opts.apiOrigin) };
    },
  );

  app.put(
    API_PATHS.currentUser,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'profileUpdate', invalidates: [CACHE_NAMES.commentLists] },
      schema: {
        operationId: 'updateCurrentUser',
        tags: ['users'],
        summary:
          'Change the profile (multipart/form-data: profile image, username, jobId, jobGroupId; at least one); answers the updated user',
        consumes: ['multipart/form-data'],
        response: { 200: dataSchema(currentUserSchema), ...errorResponses(400, 401, 403, 409, 415) },
      },
    },
    async (request) => {
      if (!request.viewer) throw unauthorized();
      const userId = request.viewer.userId;
      const form = await readProfileForm(request);
      const parsed = profileFormFieldsSchema.safeParse(form.fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue?.path[0] ?? 'body');
        throw badRequest(`${field}: ${issue?.message ?? COPY.errors.badRequest}`, field);
      }
      const { username, jobId, jobGroupId } = parsed.data;
      if (username === undefined && jobId === undefined && jobGroupId === undefined && !form.image) {
        throw badRequest(COPY.profileErrors.nothingToChange, 'body');
      }
      const change: ProfileChange = { ...(await resolveJob(jobsRepo, jobId, jobGroupId)) };
      if (username !== undefined) {
        if (await app.repos.users.isUsernameTaken(username, userId)) throw usernameTaken();
        change.username = username;
      }
      // Every check passes before anything is written; from here a failure undoes the new file.
      if (form.image) change.profileKey = await images.save(await toProfileWebp(form.image));
      let updated: { previousProfileKey: string | null } | null;
      try {
        updated = await app.repos.users.updateProfile(userId, change);
      } catch (err) {
        await images.remove(change.profileKey);
        // Another request took the username between the check and the update.
        if (isUniqueViolation(err)) throw usernameTaken();
        throw err;
      }
      if (!updated) {
        await images.remove(change.profileKey);
        throw unauthorized();
      }
      if (change.profileKey !== undefined && updated.previousProfileKey !== change.profileKey) {
        // The row no longer points at the old file; failing to delete it only leaves an orphan.
        await images
          .remove(updated.previousProfileKey)
          .catch((err: unknown) => request.log.warn({ err }, 'could not delete the replaced profile image'));
      }
      const user = await app.repos.users.findCurrentUser(userId, opts.apiOrigin);
      if (!user) throw unauthorized();
      return { data: user };
    },
  );

  app.get(
    API_PATHS.jobs,
    {
      schema: {
        operationId: 'listJobs',
        tags: ['users'],
        summary: 'The job catalogue of the profile form: job groups by position, each with its jobs by position',
        response: { 200: dataSchema(jobCatalogueSchema) },
      },
    },
    async () => ({ data: await catalogueCache.get('all', () => jobsRepo.listCatalogue()) }),
  );
};
