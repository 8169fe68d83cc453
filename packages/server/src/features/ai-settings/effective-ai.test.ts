import { describe, expect, it } from 'vitest';
import type { AiConfig } from '../../config/env';
import { defaultPrompts, effectiveAi } from './effective-ai';

const env: AiConfig = {
  provider: 'openai-compatible',
  baseUrl: 'http://127.0.0.1:11434/v1',
  model: 'llama3',
  apiKey: 'env-key-123456',
  temperature: 0.2,
  stallMs: 10_000,
};

describe('effective AI settings', () => {
  it('takes the environment when nothing is saved', () => {
    const e = effectiveAi(env, {});
    expect(e.config).toEqual(env);
    expect(e.prompts).toEqual(defaultPrompts);
    expect(e.sources).toMatchObject({ provider: 'environment', model: 'environment', temperature: 'default', api_key: 'environment' });
    expect(e.problem).toBeNull();
  });

  it('lets saved values win, key by key', () => {
    const e = effectiveAi(env, { model: 'qwen2', temperature: '0.7', answer_prompt: 'Answer briefly, with citations only.' });
    expect(e.config).toMatchObject({ model: 'qwen2', temperature: 0.7, baseUrl: env.baseUrl, apiKey: env.apiKey });
    expect(e.prompts.answer).toBe('Answer briefly, with citations only.');
    expect(e.sources).toMatchObject({ model: 'saved', temperature: 'saved', answer_prompt: 'saved', base_url: 'environment' });
  });

  it("never sends the environment's key to another URL or provider", () => {
    expect(effectiveAi(env, { base_url: 'https://elsewhere.example/v1' }).config.apiKey).toBeUndefined();
    expect(effectiveAi(env, { provider: 'anthropic' }).config.apiKey).toBeUndefined();
    const withOwnKey = effectiveAi(env, { base_url: 'https://elsewhere.example/v1', api_key: 'saved-key-987654' });
    expect(withOwnKey.config.apiKey).toBe('saved-key-987654');
    expect(withOwnKey.sources.api_key).toBe('saved');
  });

  it('names what keeps a model from working', () => {
    const none: AiConfig = { ...env, provider: 'none', baseUrl: undefined, model: undefined, apiKey: undefined };
    expect(effectiveAi(none, {}).problem).toBeNull();
    expect(effectiveAi(none, { provider: 'openai-compatible', model: 'm' }).problem).toMatch(/base URL/);
    expect(effectiveAi(none, { provider: 'anthropic' }).problem).toMatch(/model/);
    expect(effectiveAi(none, { provider: 'anthropic', model: 'claude' }).problem).toMatch(/API key/);
    expect(effectiveAi(env, { api_key: 'unreadable' }).problem).toMatch(/SETTINGS_SECRET/);
    expect(effectiveAi(env, { api_key: 'unreadable' }).config.apiKey).toBe(env.apiKey);
  });
});
