/** Account reference data and demo account state: the job catalogue and demo users' followed tags. */
export { JOB_CATALOGUE, type DemoJobGroup } from './job-catalogue';
export { DEMO_FOLLOWED_TAGS } from './follow-tags';
export { idsByUsername, seedDemoFollowedTags, seedJobCatalogue } from './seed-accounts';
