import type { DemoUser } from './types';

/** Demo accounts with Korean-flavoured nicknames. */
const USER_DEFS: ReadonlyArray<readonly [username: string, emailLocal: string]> = [
  ['코딩하는곰', 'coding.bear'],
  ['새벽커밋', 'dawn.commit'],
  ['버그사냥꾼', 'bug.hunter'],
  ['리팩터링요정', 'refactor.fairy'],
  ['야근없는판다', 'no.overtime.panda'],
  ['커피와타입', 'coffee.types'],
  ['깃허브산책', 'github.walk'],
  ['면접준비중', 'interview.ready'],
  ['구름위서버', 'server.on.cloud'],
  ['픽셀장인', 'pixel.artisan'],
];

export function buildUsers(): DemoUser[] {
  return USER_DEFS.map(([username, local]) => ({ username, email: `${local}@example.com` }));
}
