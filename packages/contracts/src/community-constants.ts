// Zod-free (client entry): the community's limits, list sorts, votes and copy; community.ts builds the schemas.
import { BEST_FILTER_LABEL, BEST_FILTER_TO_PERIOD, BEST_PERIODS, type BestPeriod } from './best-filters';

/** Writing limits (issue 16): a title of at most 100 characters, a Markdown body of at most 20,000. */
export const COMMUNITY_TITLE_MAX_LENGTH = 100;
export const COMMUNITY_BODY_MAX_LENGTH = 20_000;
/** Posts per page of the community lists, and the most a client may ask for. */
export const COMMUNITY_PAGE_SIZE = 20;
export const COMMUNITY_PAGE_SIZE_MAX = 50;
/** A community image is stored as WebP at most this wide (taller images keep their proportions). */
export const COMMUNITY_IMAGE_MAX_WIDTH_PX = 1200;
/** The largest community image upload accepted, in bytes. */
export const COMMUNITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Storage keys of community images start with this; the Markdown renderer shows only these images. */
export const COMMUNITY_IMAGE_KEY_PREFIX = 'community/';
/** What the editor's file picker offers; the API decides by the decoded bytes, never by this. */
export const COMMUNITY_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
/** The multipart form field that carries a community image. */
export const COMMUNITY_IMAGE_FIELD = 'image';

/** The list sorts of /community: latest first, or one of the five best periods. */
export const COMMUNITY_SORTS = ['latest', ...BEST_PERIODS] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];
export const DEFAULT_COMMUNITY_SORT: CommunitySort = 'latest';
const PERIOD_LABEL = Object.fromEntries(
  Object.entries(BEST_FILTER_TO_PERIOD).map(([key, period]) => [
    period,
    BEST_FILTER_LABEL[key as keyof typeof BEST_FILTER_LABEL],
  ]),
) as Record<BestPeriod, string>;
export const COMMUNITY_SORT_LABEL: Record<CommunitySort, string> = { latest: '최신', ...PERIOD_LABEL };

/** A member's vote on a post; null removes it. */
export const COMMUNITY_VOTES = ['up', 'down'] as const;
export type CommunityVote = (typeof COMMUNITY_VOTES)[number];

/** Links in a post body open in a new tab with this rel: not endorsed, user content, no opener. */
export const COMMUNITY_LINK_REL = 'nofollow ugc noopener noreferrer';

/** localStorage key of the draft kept while writing (one per post being edited, or 'new'). */
export const communityDraftKey = (postId: number | 'new') => `growday.community.draft.${postId}`;

export const COMMUNITY_COPY = {
  pageTitle: '커뮤니티',
  pageDescription: '개발자와 취업 준비생이 묻고 답하고 경험을 나누는 곳입니다.',
  allCategories: '전체',
  write: '글쓰기',
  writeTitle: '글쓰기',
  editTitle: '글 수정',
  titleLabel: '제목',
  titlePlaceholder: '제목을 입력하세요',
  bodyLabel: '내용',
  bodyPlaceholder: '내용을 입력하세요. Markdown을 쓸 수 있습니다.',
  categoryLabel: '카테고리',
  categoryPlaceholder: '카테고리를 고르세요',
  editTab: '작성',
  previewTab: '미리보기',
  previewEmpty: '미리 볼 내용이 없습니다.',
  submit: '등록',
  save: '수정 완료',
  cancel: '취소',
  edited: '수정됨',
  views: '조회',
  comments: '댓글',
  draftSaved: '작성 중인 글은 이 브라우저에 저장됩니다.',
  draftRestored: '작성 중이던 글을 불러왔습니다.',
  imageUpload: '이미지 올리기',
  imageUploading: '이미지를 올리는 중…',
  imageFailed: '이미지를 올리지 못했습니다. JPEG, PNG, WebP, GIF 파일만 올릴 수 있습니다.',
  imageTooLarge: `이미지는 ${COMMUNITY_IMAGE_MAX_BYTES / 1024 / 1024}MB까지 올릴 수 있습니다.`,
  imageWrongType: '이미지 파일이 아닙니다. JPEG, PNG, WebP, GIF 파일만 올릴 수 있습니다.',
  /** The alt text of an inserted image whose file name leaves nothing usable. */
  imageAlt: '이미지',
  empty: '아직 글이 없습니다. 첫 글을 남겨주세요.',
  more: '더 보기',
  myPosts: '내가 쓴 글',
  myPostsEmpty: '아직 쓴 글이 없습니다.',
  notFound: '글을 찾을 수 없습니다.',
  forbidden: '내가 쓴 글만 수정하거나 삭제할 수 있습니다.',
  loginToWrite: '로그인하면 글을 쓸 수 있습니다.',
  saveFailed: '저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
  unknownCategory: '없는 카테고리입니다.',
  alreadyReported: '이미 신고한 글입니다.',
} as const;
