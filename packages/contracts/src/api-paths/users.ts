/** The signed-in user: profile, the job catalogue, their comments, blocking another user. */
export const USER_PATHS = {
  currentUser: '/api/v1/users',
  jobs: '/api/v1/users/jobs',
  userComments: '/api/v2/user-comments',
  userBlock: '/api/v1/users/block/:userId',
} as const;
