/**
 * Hand-written fill-ins for the title templates. Each item carries the tags it implies and an
 * ASCII id used in article URLs. Lists are grouped by what grammatical role they can play, so
 * every template only sees fill-ins that read naturally in its sentence.
 */

export interface SlotItem {
  text: string;
  id: string;
  tags?: readonly string[];
}

const item = (text: string, id: string, ...tags: string[]): SlotItem => ({ text, id, tags });

/** Working developers, usable as a sentence subject ("{role:이} ..."). */
export const DEV_ROLES: readonly SlotItem[] = [
  item('신입 백엔드 개발자', 'new-backend', '신입', '백엔드'),
  item('신입 프론트엔드 개발자', 'new-frontend', '신입', '프론트엔드'),
  item('2년차 안드로이드 개발자', 'android-2y', '모바일', '주니어', 'Kotlin'),
  item('3년차 프론트엔드 개발자', 'frontend-3y', '프론트엔드', '주니어'),
  item('주니어 데이터 엔지니어', 'junior-data-eng', '데이터', '주니어'),
  item('5년차 서버 개발자', 'server-5y', '백엔드'),
  item('신입 iOS 개발자', 'new-ios', '모바일', '신입'),
  item('부트캠프 출신 개발자', 'bootcamp-dev', '부트캠프', '주니어'),
  item('비전공 개발자', 'non-cs-dev', '주니어'),
  item('디자이너 출신 프론트엔드 개발자', 'designer-turned-fe', '프론트엔드', 'UI'),
  item('인턴 개발자', 'intern-dev', '신입'),
  item('주니어 DevOps 엔지니어', 'junior-devops', 'DevOps', '주니어'),
];

/** Job seekers who have not had a developer job yet. */
export const NEWCOMERS: readonly SlotItem[] = [
  item('비전공 취준생', 'non-cs-seeker', '취업'),
  item('컴공과 4학년', 'cs-senior', '취업', '신입'),
  item('부트캠프 수료생', 'bootcamp-grad', '부트캠프', '취업'),
  item('공백기가 긴 신입 지원자', 'career-gap', '신입', '취업'),
  item('문과 출신 개발자 지망생', 'liberal-arts', '취업'),
  item('국비 교육 수료생', 'gov-course-grad', '취업', '신입'),
  item('졸업 유예 중인 취준생', 'deferred-grad', '취업'),
  item('고졸 개발자 지망생', 'high-school-grad', '취업', '신입'),
];

/** Developers with some experience, for job-change and retrospective stories. */
export const EXPERIENCED: readonly SlotItem[] = [
  item('3년차 백엔드 개발자', 'backend-3y', '백엔드'),
  item('5년차 프론트엔드 개발자', 'frontend-5y', '프론트엔드'),
  item('SI 출신 개발자', 'si-dev'),
  item('스타트업 세 곳을 거친 개발자', 'three-startups', '스타트업'),
  item('10년차 서버 개발자', 'server-10y', '백엔드', '리더십'),
  item('2년차 주니어 개발자', 'junior-2y', '주니어'),
  item('연구원 출신 데이터 엔지니어', 'researcher-data', '데이터'),
  item('외국계 기업에서 일하는 개발자', 'global-company', '협업'),
];

/** Position names ("{field} 면접", "{field} 포지션"). */
export const FIELDS: readonly SlotItem[] = [
  item('프론트엔드', 'frontend', '프론트엔드'),
  item('백엔드', 'backend', '백엔드'),
  item('안드로이드', 'android', '모바일', 'Kotlin'),
  item('iOS', 'ios', '모바일'),
  item('데이터 엔지니어', 'data-engineer', '데이터'),
  item('DevOps', 'devops', 'DevOps', '클라우드'),
  item('머신러닝 엔지니어', 'ml-engineer', '머신러닝', 'AI'),
  item('보안 엔지니어', 'security-engineer', '보안'),
  item('게임 서버', 'game-server', '백엔드'),
  item('QA 엔지니어', 'qa-engineer', '테스트'),
];

/** Tools and frameworks (latin names, read as words for particles). */
export const TECHS: readonly SlotItem[] = [
  item('React', 'react', 'React', '프론트엔드', 'JavaScript'),
  item('TypeScript', 'typescript', 'TypeScript', 'JavaScript'),
  item('Next.js', 'nextjs', 'React', '프론트엔드'),
  item('Vue', 'vue', '프론트엔드', 'JavaScript'),
  item('Spring Boot', 'spring-boot', 'Spring', 'Java', '백엔드'),
  item('Node.js', 'nodejs', 'Node.js', '백엔드'),
  item('Go', 'golang', 'Go', '백엔드'),
  item('Kotlin', 'kotlin', 'Kotlin', '모바일'),
  item('Kubernetes', 'kubernetes', '클라우드', 'DevOps'),
  item('Docker', 'docker', 'DevOps'),
  item('PostgreSQL', 'postgresql', '데이터베이스'),
  item('Redis', 'redis', '데이터베이스', '성능'),
  item('Kafka', 'kafka', '아키텍처', '백엔드'),
  item('GraphQL', 'graphql', '백엔드', '프론트엔드'),
  item('Terraform', 'terraform', '클라우드', 'DevOps'),
  item('Playwright', 'playwright', '테스트', 'JavaScript'),
  item('GitHub Actions', 'github-actions', 'DevOps', '오픈소스'),
  item('Rust', 'rust', '성능'),
  item('FastAPI', 'fastapi', 'Python', '백엔드'),
  item('Flutter', 'flutter', '모바일'),
  item('Jetpack Compose', 'jetpack-compose', '모바일', 'Kotlin'),
  item('Tailwind CSS', 'tailwind', '프론트엔드', 'UI'),
  item('Elasticsearch', 'elasticsearch', '데이터베이스', '백엔드'),
  item('gRPC', 'grpc', '백엔드', '아키텍처'),
];

/** Programming languages for coding tests. */
export const LANGUAGES: readonly SlotItem[] = [
  item('Python', 'python', 'Python'),
  item('Java', 'java', 'Java'),
  item('C++', 'cpp'),
  item('Kotlin', 'kotlin', 'Kotlin'),
  item('JavaScript', 'javascript', 'JavaScript'),
  item('Go', 'golang', 'Go'),
];

/** Engineering topics you can study and explain in an interview. */
export const STUDY_CONCEPTS: readonly SlotItem[] = [
  item('React 상태 관리', 'react-state', 'React', '프론트엔드'),
  item('데이터베이스 인덱스', 'db-index', '데이터베이스', '성능'),
  item('캐시 전략', 'cache-strategy', '성능', '백엔드'),
  item('트랜잭션 격리 수준', 'isolation-level', '데이터베이스', '백엔드'),
  item('N+1 쿼리 문제', 'n-plus-one', '데이터베이스', '성능', '백엔드'),
  item('이벤트 루프', 'event-loop', 'JavaScript', 'Node.js'),
  item('타입 시스템', 'type-system', 'TypeScript'),
  item('HTTP 캐싱', 'http-caching', '프론트엔드', '성능'),
  item('동시성 제어', 'concurrency', '백엔드'),
  item('인증·인가 설계', 'authn-authz', '보안', '백엔드'),
  item('이벤트 기반 아키텍처', 'event-driven', '아키텍처'),
  item('자료구조와 알고리즘', 'dsa', '코딩', '코딩테스트'),
  item('브라우저 렌더링 과정', 'browser-rendering', '프론트엔드'),
  item('가비지 컬렉션', 'garbage-collection', 'Java', '성능'),
];

/** Engineering practices a team can improve in a running service. */
export const PRACTICES: readonly SlotItem[] = [
  item('테스트 코드', 'test-code', '테스트'),
  item('CI/CD 파이프라인', 'cicd', 'DevOps'),
  item('로그와 모니터링', 'logging-monitoring', 'DevOps', '클라우드'),
  item('프론트엔드 성능 최적화', 'fe-perf', '프론트엔드', '성능'),
  item('장애 대응 프로세스', 'incident-response', 'DevOps'),
  item('기술 부채 관리', 'tech-debt', '아키텍처'),
  item('클라우드 비용 관리', 'cloud-cost', '클라우드'),
  item('웹 보안 점검', 'web-security', '보안'),
  item('무중단 배포', 'zero-downtime', 'DevOps', '클라우드'),
  item('API 문서화', 'api-docs', '백엔드', '협업'),
  item('에러 핸들링', 'error-handling', '코딩'),
  item('코드 리뷰 문화', 'code-review', '협업', '코딩'),
  item('웹 접근성', 'web-a11y', '접근성', '프론트엔드'),
  item('의존성 관리', 'dependency-management', '보안', '오픈소스'),
];

/** Company types ("{company}에서 개발자로 일한다는 것"). */
export const COMPANY_TYPES: readonly SlotItem[] = [
  item('스타트업', 'startup', '스타트업'),
  item('대기업', 'enterprise'),
  item('외국계 기업', 'global'),
  item('SI 회사', 'si'),
  item('게임 회사', 'game'),
  item('핀테크 회사', 'fintech'),
  item('커머스 회사', 'commerce'),
  item('공공기관', 'public'),
];

/** Career milestones and hiring steps. */
export const CAREER_TOPICS: readonly SlotItem[] = [
  item('연봉 협상', 'salary-negotiation', '연봉', '이직'),
  item('레퍼런스 체크', 'reference-check', '이직', '채용'),
  item('컬처핏 면접', 'culture-fit', '면접'),
  item('과제 전형', 'take-home', '면접', '코딩'),
  item('기술 면접', 'tech-interview', '면접'),
  item('이력서 첫 장', 'resume-first-page', '이력서'),
  item('온보딩 첫 90일', 'first-90-days', '신입', '협업'),
  item('1:1 미팅', 'one-on-one', '협업', '리더십'),
  item('개발 블로그 운영', 'dev-blog', '포트폴리오'),
  item('사이드 프로젝트', 'side-project', '포트폴리오', '코딩'),
  item('화이트보드 코딩', 'whiteboard', '면접', '코딩테스트'),
  item('퇴사 통보', 'resignation', '이직'),
];

/** AI and data topics. */
export const AI_TOPICS: readonly SlotItem[] = [
  item('LLM 에이전트', 'llm-agent', 'LLM', '에이전트', 'AI'),
  item('RAG 파이프라인', 'rag-pipeline', 'RAG', 'LLM', '벡터DB'),
  item('프롬프트 엔지니어링', 'prompt-engineering', '프롬프트', 'LLM'),
  item('벡터 DB', 'vector-db', '벡터DB', '데이터베이스'),
  item('추천 시스템', 'recsys', '추천', '머신러닝'),
  item('A/B 테스트', 'ab-test', '분석', '지표', '그로스'),
  item('데이터 파이프라인', 'data-pipeline', '데이터', '클라우드'),
  item('MLOps', 'mlops', 'MLOps', '머신러닝'),
  item('AI 코딩 도구', 'ai-coding-tools', 'AI', '코딩'),
  item('사내 AI 챗봇', 'internal-chatbot', 'AI', 'LLM'),
  item('임베딩 검색', 'embedding-search', '벡터DB', '머신러닝'),
  item('LLM 평가 자동화', 'llm-eval', 'LLM', '테스트'),
  item('데이터 시각화', 'data-viz', '데이터', '분석'),
  item('이상 탐지 모델', 'anomaly-detection', '머신러닝', '데이터'),
];

/** Product, design and planning topics. */
export const PRODUCT_TOPICS: readonly SlotItem[] = [
  item('디자인 시스템', 'design-system', '디자인시스템', 'UI'),
  item('사용자 인터뷰', 'user-interview', '사용자조사', 'UX'),
  item('온보딩 UX', 'onboarding-ux', 'UX', '그로스'),
  item('핵심 지표 설계', 'north-star', '지표', '기획'),
  item('그로스 실험', 'growth-experiments', '그로스', '분석'),
  item('PRD 작성', 'prd', '기획', 'PM'),
  item('접근성 개선', 'a11y-improvements', '접근성', 'UX'),
  item('와이어프레임', 'wireframe', '기획', 'UI'),
  item('리텐션 분석', 'retention', '지표', '분석'),
  item('기능 우선순위', 'prioritization', 'PM', '기획'),
  item('다크 모드', 'dark-mode', 'UI', '디자인'),
  item('검색 UX', 'search-ux', 'UX', '기획'),
];
