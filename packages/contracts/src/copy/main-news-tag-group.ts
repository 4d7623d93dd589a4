export const mainNewsTagGroup = '주요 뉴스';
