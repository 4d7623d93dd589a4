import {
  DEFAULT_API_PORT,
  DEMO_SERVICE_ACCESS_TOKEN,
  RECRUIT_DEFAULT_URL,
  SERVICE_FEEDBACK_FORM_URL,
  SESSION_RECORDING_DEFAULT_SAMPLE_RATE,
} from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { readWebConfig, webConfig } from '../lib/server/env';
import { webStartProblems } from '../lib/server/stack-env';

describe("the website's settings, read and validated in one module (issue 13 item 7)", () => {
  it('gives every default from an empty environment, with no problems', () => {
    const { config, problems } = readWebConfig({});
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      production: false,
      webOrigin: 'http://localhost:3000',
      apiOrigin: `http://127.0.0.1:${DEFAULT_API_PORT}`,
      apiPublicOrigin: `http://localhost:${DEFAULT_API_PORT}`,
      shortOrigin: 'http://localhost:3000',
      communityOrigin: 'http://localhost:3000',
      kakaoAppKey: undefined,
      recordingSampleRate: SESSION_RECORDING_DEFAULT_SAMPLE_RATE,
      serviceFeedbackUrl: SERVICE_FEEDBACK_FORM_URL,
      serviceAccessToken: DEMO_SERVICE_ACCESS_TOKEN,
    });
    expect(config.jobSites.recruit).toBe(RECRUIT_DEFAULT_URL);
  });

  it('derives the hosts from the origins it is given and lists each internal host once', () => {
    const { config } = readWebConfig({
      WEB_ORIGIN: 'https://growday.kr/',
      API_PORT: '4100',
      SHORT_ORIGIN: 'https://gday.kr',
      INTERNAL_HOSTS: 'stage.growday.kr, https://growday.kr,',
      KAKAO_JS_KEY: ' key ',
    });
    expect(config.webOrigin).toBe('https://growday.kr');
    expect(config.apiOrigin).toBe('http://127.0.0.1:4100');
    expect(config.communityOrigin).toBe('https://growday.kr');
    expect(config.internalHosts).toEqual([
      'https://growday.kr',
      'https://gday.kr',
      'http://localhost:4100',
      'stage.growday.kr',
    ]);
    expect(config.kakaoAppKey).toBe('key');
  });

  it('names each malformed variable, uses its default meanwhile, and the server refuses to start on it', () => {
    const env = {
      WEB_ORIGIN: 'growday.kr',
      API_PORT: 'ninety',
      SESSION_RECORDING_SAMPLE_RATE: '1.5',
      SERVICE_FEEDBACK_URL: 'javascript:alert(1)',
    };
    const { config, problems } = readWebConfig(env);
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'API_PORT',
      'WEB_ORIGIN',
      'SESSION_RECORDING_SAMPLE_RATE',
      'SERVICE_FEEDBACK_URL',
    ]);
    expect(config.webOrigin).toBe('http://localhost:3000');
    expect(config.recordingSampleRate).toBe(SESSION_RECORDING_DEFAULT_SAMPLE_RATE);
    expect(config.serviceFeedbackUrl).toBe(SERVICE_FEEDBACK_FORM_URL);
    expect(webStartProblems(env)).toEqual(problems);
    expect(readWebConfig({ SESSION_RECORDING_SAMPLE_RATE: '0.25' }).config.recordingSampleRate).toBe(0.25);
  });

  it('parses once per environment and again when a variable it reads changes', () => {
    const env: Record<string, string | undefined> = { WEB_ORIGIN: 'https://a.example' };
    const first = webConfig(env);
    expect(webConfig({ ...env, UNRELATED: 'x' })).toBe(first);
    env.WEB_ORIGIN = 'https://b.example';
    expect(webConfig(env).webOrigin).toBe('https://b.example');
  });
});
