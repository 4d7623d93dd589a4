import { DEMO_SERVICE_ACCESS_TOKEN } from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { stackIsProduction, webStartProblems } from '../lib/server/stack-env';

describe('the website refuses insecure defaults in production', () => {
  it('reads the stack mode from STACK_NODE_ENV before its own NODE_ENV', () => {
    expect(stackIsProduction({ NODE_ENV: 'production', STACK_NODE_ENV: 'development' })).toBe(false);
    expect(stackIsProduction({ NODE_ENV: 'production' })).toBe(true);
    expect(stackIsProduction({ NODE_ENV: 'development', STACK_NODE_ENV: 'production' })).toBe(true);
  });

  it('needs SERVICE_ACCESS_TOKEN and refuses the demo token, naming the variable', () => {
    const production = { STACK_NODE_ENV: 'production' };
    expect(webStartProblems(production)).toEqual([expect.stringMatching(/^SERVICE_ACCESS_TOKEN: required/)]);
    expect(webStartProblems({ ...production, SERVICE_ACCESS_TOKEN: ` ${DEMO_SERVICE_ACCESS_TOKEN} ` })).toEqual([
      expect.stringMatching(/^SERVICE_ACCESS_TOKEN: the demo token is refused/),
    ]);
    expect(webStartProblems({ ...production, SERVICE_ACCESS_TOKEN: 'a-real-token-of-our-own' })).toEqual([]);
  });

  it('keeps the demo token outside production, as npm start runs it', () => {
    expect(webStartProblems({ NODE_ENV: 'production', STACK_NODE_ENV: 'development' })).toEqual([]);
    expect(webStartProblems({})).toEqual([]);
  });
});
