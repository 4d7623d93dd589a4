/**
 * Demo users who start with a My Feed: username and the tag names they follow. Only users the seed
 * creates in the same run get them, so a user who later changed their tags keeps their choice.
 */
export const DEMO_FOLLOWED_TAGS: ReadonlyArray<readonly [username: string, tagNames: readonly string[]]> = [
  ['코딩하는곰', ['React', 'TypeScript', '프론트엔드', '성능', '디자인시스템']],
  ['새벽커밋', ['백엔드', 'Spring', 'Java', '데이터베이스', '아키텍처']],
  ['면접준비중', ['면접', '이직', '신입', '코딩테스트', '이력서']],
  ['구름위서버', ['클라우드', 'DevOps', '보안', 'Go']],
];
