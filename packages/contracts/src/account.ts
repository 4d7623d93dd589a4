import { z } from 'zod';
import { REDIRECT_TARGET_MAX_LENGTH } from './redirects';
import { tagSchema } from './tag';
import { usernameSchema } from './user';
import { SOCIAL_PROVIDERS } from './sign-in';

export {
  SOCIAL_PROVIDERS,
  SOCIAL_LOGIN_PATH,
  LOGIN_ERROR_PARAM,
  REDIRECT_LOGIN_PARAMS,
  PROFILE_FORM_FIELDS,
  type SocialProvider,
} from './sign-in';
import { PG_INTEGER_MAX } from './constants';
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

export const LOGIN_PLATFORMS = ['web', 'extension'] as const;
export const loginPlatformSchema = z.enum(LOGIN_PLATFORMS);
export type LoginPlatform = z.infer<typeof loginPlatformSchema>;

/** Query of a social sign-in start: next= the address to come back to, platform= web or extension. */
export const socialLoginQuerySchema = z.object({
  next: z.string().max(REDIRECT_TARGET_MAX_LENGTH).optional(),
  platform: loginPlatformSchema.default('web'),
});
export type SocialLoginQuery = z.infer<typeof socialLoginQuerySchema>;

/** Which providers this server has credentials for; a button of an unconfigured one says so. */
export const authProvidersSchema = z.object({
  providers: z.array(z.object({ provider: socialProviderSchema, enabled: z.boolean() })),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** `GET /api/v2/auth/community` answers a short-lived, single-use token (shell spec §7). */
export const communityTokenSchema = z.object({ communityToken: z.string() });
export type CommunityToken = z.infer<typeof communityTokenSchema>;

/** The community host's /redirect-login trades the token for a session there. */
export const communitySessionBodySchema = z.object({ token: z.string().min(1).max(200) });
export type CommunitySessionBody = z.infer<typeof communitySessionBodySchema>;

/** Referral after sign-in from a device connected to the extension; recorded once per invitee. */
export const referralInviteeBodySchema = z.object({
  /** The extension's install code of the inviter, when it has one. */
  inviterCode: z.string().trim().min(1).max(64).optional(),
});
export type ReferralInviteeBody = z.infer<typeof referralInviteeBodySchema>;
export const referralInviteeSchema = z.object({ recorded: z.boolean() });

/** Job catalogue for the profile form (`listJobs`). */
export const jobSchema = z.object({ id: z.number().int(), name: z.string(), jobGroupId: z.number().int() });
export type Job = z.infer<typeof jobSchema>;
export const jobGroupSchema = z.object({ id: z.number().int(), name: z.string(), jobs: z.array(jobSchema) });
export type JobGroup = z.infer<typeof jobGroupSchema>;
export const jobCatalogueSchema = z.object({ jobGroups: z.array(jobGroupSchema) });
export type JobCatalogue = z.infer<typeof jobCatalogueSchema>;

/** Followed tags as the feed-tags path answers them in data.data: edges of nodes (shell spec §7). */
export const followedTagsSchema = z.object({ edges: z.array(z.object({ node: tagSchema })) });
export type FollowedTags = z.infer<typeof followedTagsSchema>;
export const followedTagsQuerySchema = z.object({
  following: z.enum(['true', 'false']).default('true'),
});

/** `POST` my-feed path body (shell spec §7): the whole chosen set replaces the old one. */
export const saveMyFeedTagsBodySchema = z.object({
  // Ids are PostgreSQL integers: a larger one is a 400 here, not a database error.
  tagIds: z.array(z.number().int().positive().max(PG_INTEGER_MAX)).max(500),
  viewerId: z.number().int().positive().max(PG_INTEGER_MAX),
});
export type SaveMyFeedTagsBody = z.infer<typeof saveMyFeedTagsBodySchema>;

/** A query value the provider may repeat; the first one counts, so a callback never fails validation. */
const oneQueryValue = z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(4096).optional());

/** What a provider sends the browser back with: a code and the state, or an error (denied consent). */
export const oauthCallbackQuerySchema = z.looseObject({
  code: oneQueryValue,
  state: oneQueryValue,
  error: oneQueryValue,
  error_description: oneQueryValue,
});
export type OAuthCallbackQuery = z.infer<typeof oauthCallbackQuerySchema>;

/**
 * Text fields of the profile form as they arrive (multipart values are strings). Every field is
 * optional: the client sends only the non-empty ones that changed (shell spec §5).
 */
export const profileFormFieldsSchema = z.object({
  username: usernameSchema.optional(),
  jobId: z.coerce.number().int().positive().max(PG_INTEGER_MAX).optional(),
  jobGroupId: z.coerce.number().int().positive().max(PG_INTEGER_MAX).optional(),
});
export type ProfileFormFields = z.infer<typeof profileFormFieldsSchema>;
