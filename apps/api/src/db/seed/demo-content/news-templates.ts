import type { SlotItem } from './slots';
import type { ContentTemplate } from './template';

/** Invented companies, events and policies for the IT-industry news items. */

export type NewsKind = 'funding' | 'hiring' | 'release' | 'policy' | 'industry';

type NewsTemplate = ContentTemplate<NewsKind>;

const item = (text: string, id: string, ...tags: string[]): SlotItem => ({ text, id, tags });

/** Fictional start-ups. */
const STARTUPS: readonly SlotItem[] = [
  item('별빛랩스', 'byeolbit-labs', '스타트업'),
  item('모래시계AI', 'moraesigye-ai', '스타트업', 'AI'),
  item('한입데이터', 'hanip-data', '스타트업', '데이터'),
  item('두루미페이', 'durumi-pay', '스타트업'),
  item('새싹헬스케어', 'saessak-health', '스타트업'),
  item('파도시큐리티', 'pado-security', '스타트업', '보안'),
  item('도토리클라우드', 'dotori-cloud', '스타트업', '클라우드'),
  item('맑음로보틱스', 'malgeum-robotics', '스타트업'),
  item('너울게임즈', 'neoul-games', '스타트업'),
  item('바람개비에듀', 'baramgaebi-edu', '스타트업'),
  item('조약돌모빌리티', 'joyakdol-mobility', '스타트업', '모바일'),
  item('반딧불커머스', 'bandibul-commerce', '스타트업'),
];

/** Fictional large tech companies. */
const BIG_TECH: readonly SlotItem[] = [
  item('누리소프트', 'nuri-soft', '빅테크'),
  item('미르클라우드', 'mir-cloud', '빅테크', '클라우드'),
  item('한결테크', 'hangyeol-tech', '빅테크'),
  item('은하수포털', 'eunhasu-portal', '빅테크'),
  item('가온통신', 'gaon-telecom', '빅테크'),
  item('온누리게임즈', 'onnuri-games', '빅테크'),
];

const ALL_COMPANIES: readonly SlotItem[] = [...STARTUPS, ...BIG_TECH];

const ROUNDS: readonly SlotItem[] = [item('A', 'a'), item('B', 'b'), item('C', 'c')];

const AI_PRODUCTS: readonly SlotItem[] = [
  item('코드 리뷰 도우미', 'code-review-assistant', '코딩'),
  item('고객 상담 챗봇', 'support-chatbot'),
  item('회의록 요약 서비스', 'meeting-summary'),
  item('사내 문서 검색', 'doc-search', 'RAG'),
  item('면접 연습 코치', 'interview-coach', '면접'),
  item('데이터 분석 비서', 'analytics-assistant', '분석', '데이터'),
];

const POLICIES: readonly SlotItem[] = [
  item('청년 SW 인재 양성 계획', 'sw-talent-plan', '취업', '신입'),
  item('공공 클라우드 전환 로드맵', 'public-cloud-roadmap', '클라우드'),
  item('AI 서비스 안전성 가이드라인', 'ai-safety-guideline', 'AI', '규제'),
  item('개인정보 가명처리 가이드라인 개정안', 'pseudonymization', '보안', '규제'),
  item('공공 SW 사업 하도급 개선안', 'public-sw-subcontract', '규제'),
  item('SW 중심대학 확대 방안', 'sw-university', '취업'),
  item('망 분리 규제 완화안', 'network-separation', '보안', '규제'),
  item('개발자 병역특례 제도 개편안', 'military-service', '채용'),
];

const SURVEYS: readonly SlotItem[] = [
  item("개발자 이직 의향 조사…10명 중 4명 '올해 옮길 계획'", 'job-change-intent', '이직'),
  item('신입 개발자 채용 공고, 1년 새 20% 감소', 'new-grad-postings', '신입'),
  item("개발자 10명 중 7명 'AI 코딩 도구 매일 쓴다'", 'ai-coding-tools', 'AI', '코딩'),
  item('주니어 개발자 평균 연봉 소폭 상승…격차는 여전', 'junior-salary', '연봉', '주니어'),
  item('재택근무 하는 개발자 비율 3년 연속 감소', 'remote-work', '이직'),
  item('개발자 면접 평균 3.2회…과제 전형은 줄어', 'interview-rounds', '면접'),
  item('부트캠프 수료생 취업률 조사 결과 공개', 'bootcamp-employment', '부트캠프', '취업'),
];

const OUTAGE_CAUSES: readonly SlotItem[] = [
  item('인증 서버 설정 오류', 'auth-config', '보안'),
  item('데이터베이스 마이그레이션 실수', 'db-migration', '데이터베이스'),
  item('클라우드 리전 장애', 'cloud-region', '클라우드'),
  item('인증서 만료', 'cert-expiry', '보안'),
  item('캐시 서버 과부하', 'cache-overload', '성능'),
  item('배포 스크립트 버그', 'deploy-script'),
];

const OPEN_SOURCE_PROJECTS: readonly SlotItem[] = [
  item('분산 로그 수집기', 'log-collector', 'DevOps'),
  item('React 컴포넌트 라이브러리', 'react-components', 'React', '프론트엔드'),
  item('한국어 형태소 분석기', 'korean-morph', '머신러닝'),
  item('LLM 평가 도구', 'llm-eval', 'LLM'),
  item('모바일 테스트 프레임워크', 'mobile-testing', '모바일', '테스트'),
  item('데이터베이스 마이그레이션 도구', 'db-migration-tool', '데이터베이스'),
];

const QUARTERS: readonly SlotItem[] = [
  item('1분기', 'q1'),
  item('2분기', 'q2'),
  item('3분기', 'q3'),
  item('상반기', 'h1'),
];

const EVENTS: readonly SlotItem[] = [
  item('한빛나루 데브콘', 'hanbitnaru-devcon', '오픈소스'),
  item('모두의 코드 페스티벌', 'code-festival', '코딩'),
  item('주니어 개발자 밋업 데이', 'junior-meetup', '주니어', '취업'),
  item('클라우드 네이티브 나들이', 'cloud-native-day', '클라우드'),
  item('AI 빌더스 캠프', 'ai-builders', 'AI', 'LLM'),
  item('프론트엔드 한마당', 'frontend-hanmadang', '프론트엔드'),
];

const DEV_TOOLS: readonly SlotItem[] = [
  item('클라우드 비용 분석 대시보드', 'cloud-cost-dashboard', '클라우드'),
  item('API 모니터링 서비스', 'api-monitoring', 'DevOps'),
  item('코드 검색 엔진', 'code-search', '코딩'),
  item('테스트 자동화 플랫폼', 'test-automation', '테스트'),
  item('배포 관리 도구', 'deploy-manager', 'DevOps'),
];

export const NEWS_TEMPLATES: readonly NewsTemplate[] = [
  {
    id: 'series-funding',
    kind: 'funding',
    slot: STARTUPS,
    extra: { r: ROUNDS },
    nums: [30, 50, 80, 120, 200, 350],
    title: '{x}, {n}억 원 규모 시리즈 {r} 투자 유치',
    lead: '{x:이} {n}억 원 규모의 시리즈 {r} 투자를 유치했다고 밝혔다. 이번 라운드에는 기존 투자사와 함께 신규 벤처캐피털 두 곳이 참여했다.',
    tags: ['투자', '스타트업'],
  },
  {
    id: 'developer-hiring',
    kind: 'hiring',
    slot: ALL_COMPANIES,
    nums: [30, 50, 80, 100, 150],
    title: '{x}, 하반기 개발자 {n}명 채용…신입 비중 절반 넘어',
    lead: '{x:이} 올해 하반기 개발자 {n}명을 채용한다고 밝혔다. 채용 인원의 절반 이상을 신입 개발자로 뽑을 예정이다.',
    tags: ['채용', '신입'],
  },
  {
    id: 'ai-product-launch',
    kind: 'release',
    slot: ALL_COMPANIES,
    extra: { y: AI_PRODUCTS },
    title: "{x}, 생성형 AI 기반 '{y}' 정식 출시",
    lead: "{x:이} 생성형 AI를 적용한 '{y}' 서비스를 정식 출시했다. 지난 석 달 동안 진행한 베타 테스트에는 개발자와 기업 고객 2천여 곳이 참여했다.",
    tags: ['출시', 'AI', 'LLM'],
  },
  {
    id: 'government-policy',
    kind: 'policy',
    slot: POLICIES,
    title: '정부, {x} 발표…개발자 업계 반응은',
    lead: '정부가 {x:을} 발표했다. 업계에서는 개발자 채용과 교육 시장에 미칠 영향에 주목하고 있다.',
    tags: ['정책'],
  },
  {
    id: 'new-grad-recruiting',
    kind: 'hiring',
    slot: BIG_TECH,
    title: '{x}, 신입 개발자 공채 시작…코딩테스트 방식 바뀐다',
    lead: '{x:이} 올해 신입 개발자 공개 채용을 시작했다. 올해부터는 코딩테스트에 실무형 과제가 추가되고 면접 단계는 한 번 줄어든다.',
    tags: ['채용', '신입', '코딩테스트', '면접'],
  },
  {
    id: 'acquisition',
    kind: 'industry',
    slot: BIG_TECH,
    extra: { y: STARTUPS },
    title: '{x}, {y} 인수 추진…개발 인력 그대로 흡수',
    lead: '{x:이} {y:을} 인수하기로 하고 세부 조건을 협의하고 있다고 밝혔다. {y}의 개발자 전원은 인수 후에도 기존 조직을 유지할 예정이다.',
    tags: ['인수합병', '스타트업'],
  },
  {
    id: 'developer-survey',
    kind: 'industry',
    slot: SURVEYS,
    title: '[설문] {x}',
    body: [
      '응답자의 연차와 직무에 따라 결과가 크게 엇갈렸다.',
      '이직과 취업을 준비하는 개발자라면 참고할 만한 수치라는 평가가 나온다.',
    ],
    lead: '개발자 커뮤니티와 채용 플랫폼이 현직 개발자와 취업 준비생 3천여 명을 대상으로 설문 조사를 진행했다. 결과를 두고 업계의 해석은 엇갈린다.',
    tags: ['채용'],
  },
  {
    id: 'service-outage',
    kind: 'industry',
    slot: ALL_COMPANIES,
    extra: { y: OUTAGE_CAUSES },
    nums: [1, 2, 3, 5],
    title: '{x} 서비스 {n}시간 장애…원인은 {y}',
    body: [
      '회사는 피해를 본 이용자에게 보상안을 마련하겠다고 밝혔다.',
      '개발자 커뮤니티에서는 장애 보고서를 투명하게 공개한 점을 높이 평가하는 목소리도 나왔다.',
    ],
    lead: '{x}의 주요 서비스가 {n}시간가량 접속 장애를 겪었다. 회사 측은 {y:을} 원인으로 지목하고 재발 방지 대책을 내놓겠다고 밝혔다.',
    tags: ['장애', 'DevOps'],
  },
  {
    id: 'open-sourced',
    kind: 'release',
    slot: ALL_COMPANIES,
    extra: { y: OPEN_SOURCE_PROJECTS },
    title: '{x}, 자체 개발 {y} 오픈소스로 공개',
    body: [
      '회사는 외부 기여자를 위한 가이드와 로드맵도 함께 공개했다.',
      '사내에서 2년 넘게 운영하며 검증한 코드라는 점이 강점으로 꼽힌다.',
    ],
    lead: '{x:이} 사내에서 쓰던 {y:을} 오픈소스로 공개했다. 공개 일주일 만에 국내외 개발자들의 기여 요청이 잇따르고 있다.',
    tags: ['출시', '오픈소스'],
  },
  {
    id: 'earnings',
    kind: 'industry',
    slot: BIG_TECH,
    extra: { y: QUARTERS },
    nums: [12, 18, 24, 31, 40],
    title: '{x}, {y} 실적 발표…클라우드 매출 {n}% 증가',
    lead: '{x:이} {y} 실적을 발표했다. 클라우드와 AI 사업 매출이 전년 같은 기간보다 {n}% 늘며 성장세를 이끌었다.',
    tags: ['실적', '클라우드'],
  },
  {
    id: 'four-and-a-half-day-week',
    kind: 'hiring',
    slot: ALL_COMPANIES,
    title: '{x}, 주 4.5일제 도입…개발 조직부터 시범 운영',
    lead: '{x:이} 다음 달부터 개발 조직을 대상으로 주 4.5일제를 시범 운영한다. 회사는 개발자 채용 경쟁력을 높이기 위한 조치라고 설명했다.',
    tags: ['채용'],
  },
  {
    id: 'conference',
    kind: 'industry',
    slot: EVENTS,
    title: "개발자 컨퍼런스 '{x}' 다음 달 개막…참가 신청 시작",
    body: [
      '현직 개발자가 이력서와 포트폴리오를 봐 주는 멘토링 부스도 처음 운영한다.',
      '주최 측은 발표 영상을 행사 후 무료로 공개할 예정이라고 밝혔다.',
    ],
    lead: "올해로 세 번째를 맞는 개발자 컨퍼런스 '{x}'의 참가 신청이 시작됐다. 신입 개발자와 취업 준비생을 위한 커리어 세션이 지난해보다 크게 늘었다.",
    tags: ['행사'],
  },
  {
    id: 'devtool-beta',
    kind: 'release',
    slot: ALL_COMPANIES,
    extra: { y: DEV_TOOLS },
    title: "{x}, 개발자 대상 '{y}' 베타 공개",
    lead: "{x:이} 개발자를 위한 '{y}' 서비스의 베타 버전을 공개했다. 베타 기간에는 누구나 무료로 사용할 수 있다.",
    tags: ['출시'],
  },
  {
    id: 'hiring-bootcamp',
    kind: 'hiring',
    slot: ALL_COMPANIES,
    title: '{x}, 채용 연계형 개발자 부트캠프 개설',
    lead: '{x:이} 수료생을 직접 채용하는 연계형 개발자 부트캠프를 연다. 비전공자도 지원할 수 있으며 교육비는 전액 회사가 부담한다.',
    tags: ['채용', '부트캠프', '신입'],
  },
  {
    id: 'return-to-office',
    kind: 'industry',
    slot: BIG_TECH,
    title: '{x}, 재택근무 축소 발표에 개발자들 술렁',
    lead: '{x:이} 다음 분기부터 주 3일 사무실 출근을 원칙으로 한다고 공지했다. 사내 커뮤니티에는 이직을 고민한다는 개발자들의 글이 이어지고 있다.',
    tags: ['이직', '빅테크'],
  },
];

/** Tags used to pad a news item's tag list. */
export const NEWS_PAD_TAGS: Readonly<Record<NewsKind, readonly string[]>> = {
  funding: ['채용', 'AI'],
  hiring: ['취업', '이직', '신입'],
  release: ['AI', '코딩'],
  policy: ['규제', '취업'],
  industry: ['채용', '이직'],
};
