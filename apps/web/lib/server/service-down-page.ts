import * as COPY from '@growday/contracts/copy';
import { SERVICE_DOWN_RETRY_SECONDS } from '@growday/contracts';

/**
 * The friendly page the web server sends while the service cannot serve (service-gate.ts). It
 * stands alone: no script, no stylesheet or font to fetch from a server that is struggling, and a
 * meta refresh instead of a script, so it keeps trying by itself under the strictest CSP.
 * Every string is fixed copy from contracts; nothing from the request is echoed.
 */
export function serviceDownPage(): string {
  const copy = COPY.serviceDown;
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${SERVICE_DOWN_RETRY_SECONDS}">
<meta name="robots" content="noindex">
<title>${copy.title} | ${COPY.site.name}</title>
<style>
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'NanumGothic', sans-serif;
    background: #f7f8fa; color: #1f2329; }
  main { max-width: 28rem; margin: 1.5rem; padding: 2rem 1.75rem; background: #fff; border-radius: 16px;
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.06); text-align: center; }
  .brand { margin: 0 0 1.25rem; font-weight: 700; color: #3b6ef5; }
  h1 { margin: 0 0 0.75rem; font-size: 1.25rem; }
  p { margin: 0 0 1.5rem; line-height: 1.6; color: #4e5560; }
  a { display: inline-block; padding: 0.7rem 1.4rem; border-radius: 999px; background: #3b6ef5; color: #fff;
    text-decoration: none; font-weight: 600; }
</style>
</head>
<body>
<main role="alert" data-service-down="">
<p class="brand">${COPY.site.name}</p>
<h1>${copy.heading}</h1>
<p>${copy.body}</p>
<a href="">${copy.retry}</a>
</main>
</body>
</html>
`;
}
