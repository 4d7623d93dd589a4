/** One group of the job catalogue with its jobs, both in display order. */
export interface DemoJobGroup {
  name: string;
  jobs: readonly string[];
}

/**
 * The jobs the profile form offers (`listJobs`). Reference data rather than demo content, but it
 * ships with the seed so a fresh database has it. Names are the natural keys: a group by its name,
 * a job by (group, name).
 */
export const JOB_CATALOGUE: readonly DemoJobGroup[] = [
  {
    name: '개발',
    jobs: [
      '프론트엔드',
      '백엔드',
      '풀스택',
      '모바일',
      '데브옵스',
      '데이터 엔지니어',
      'AI/ML',
      '게임',
      '임베디드',
      '보안',
      'QA',
    ],
  },
  { name: '데이터', jobs: ['데이터 분석가', '데이터 사이언티스트', 'BI 엔지니어'] },
  { name: '디자인', jobs: ['프로덕트 디자이너', 'UX 디자이너', 'UI 디자이너', '그래픽 디자이너'] },
  { name: '기획/PM', jobs: ['서비스 기획자', '프로덕트 매니저', '프로젝트 매니저'] },
  { name: '마케팅', jobs: ['그로스 마케터', '콘텐츠 마케터', '퍼포먼스 마케터'] },
  { name: '취업 준비생/학생', jobs: ['취업 준비생', '대학생', '부트캠프 수강생'] },
];
