/**
 * Korean particle (조사) selection and template filling, so fragments such as
 * "{role:이} {topic:을} ..." become "신입 개발자가 React를 ...".
 */

type FinalSound = 'none' | 'rieul' | 'other';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL = 8;

/** How a word ends when read aloud: no final consonant, ㄹ, or another final consonant. */
export function finalSound(word: string): FinalSound {
  const trimmed = word.replace(/[\s)\]'"’”.,!?…·+]+$/u, '');
  const last = trimmed.at(-1);
  if (last === undefined) return 'none';
  const code = last.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const jong = (code - HANGUL_FIRST) % 28;
    return jong === 0 ? 'none' : jong === RIEUL ? 'rieul' : 'other';
  }
  if (/[0-9]/.test(last)) {
    if (/[1-9]0+$/.test(trimmed)) return 'other'; // 십, 백, 천, 만
    if ('178'.includes(last)) return 'rieul'; // 일, 칠, 팔
    if ('036'.includes(last)) return 'other'; // 영, 삼, 육
    return 'none';
  }
  // Upper-case endings are read as letter names (SQL → 에스큐엘, LLM → 엘엘엠).
  if (/[A-Z]/.test(last)) {
    if (last === 'L' || last === 'R') return 'rieul';
    if (last === 'M' || last === 'N') return 'other';
    return 'none';
  }
  // Lower-case endings are read as words (Python → 파이썬, Spring → 스프링, Kotlin → 코틀린).
  const lower = trimmed.toLowerCase();
  if (lower.endsWith('ng') || lower.endsWith('m') || lower.endsWith('n')) return 'other';
  if (lower.endsWith('l')) return 'rieul';
  return 'none';
}

const PARTICLES: Record<string, readonly [withFinal: string, withoutFinal: string]> = {
  이: ['이', '가'],
  가: ['이', '가'],
  을: ['을', '를'],
  를: ['을', '를'],
  은: ['은', '는'],
  는: ['은', '는'],
  과: ['과', '와'],
  와: ['과', '와'],
  이나: ['이나', '나'],
  이라: ['이라', '라'],
  이었: ['이었', '였'],
  으로: ['으로', '로'],
  로: ['으로', '로'],
};

/** Attach the right form of a particle: josa('React', '을') → "React를". */
export function josa(word: string, particle: string): string {
  const forms = PARTICLES[particle];
  if (forms === undefined) throw new Error(`demo-content: unknown particle "${particle}"`);
  const sound = finalSound(word);
  if (particle === '으로' || particle === '로') {
    return word + (sound === 'other' ? forms[0] : forms[1]);
  }
  return word + (sound === 'none' ? forms[1] : forms[0]);
}

/**
 * Fill "{name}" / "{name:particle}" placeholders. Missing variables throw, so a typo in a
 * hand-written fragment fails loudly in tests instead of leaking "{x}" into the feed.
 */
export function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z0-9]+)(?::([가-힣]+))?\}/g, (_match, name: string, particle?: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`demo-content: missing "${name}" in "${template}"`);
    return particle ? josa(value, particle) : value;
  });
}
