import { z } from 'zod';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './constants';
import { USERNAME_PATTERN } from './username';

export { USERNAME_PATTERN, isValidUsername } from './username';
export const USER_ROLES = ['member', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES);

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, `username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(USERNAME_PATTERN, 'username may hold letters, digits, _ . and - only');

/** The signed-in user as `GET /api/v1/users` answers it (shell spec §3). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  profileKey: z.string().nullable().describe('Profile image storage key'),
  profile: z.string().nullable().describe('Profile image URL'),
  jobId: z.number().int().nullable(),
  jobGroupId: z.number().int().nullable(),
  role: userRoleSchema,
  unreadBookmarkCount: z.number().int(),
  bookmarkCount: z.number().int(),
  historyCount: z.number().int(),
  unreadNotificationCount: z.number().int(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What the client keeps about the viewer (content spec §3). */
export interface Viewer {
  isLogin: boolean;
  isLoading: boolean;
  username: string | null;
  profileKey: string | null;
}

/** A comment's author as others see it. */
export const publicUserSchema = z.object({
  username: z.string().nullable(),
  profileKey: z.string().nullable(),
});
