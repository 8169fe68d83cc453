import type { AiSetting, AiSettingKey } from '@balancer/contract';
import type { AiConfig } from '../../config/env';
import type { Prompts } from '../../platform/ai/language-model';
import { DEFAULT_ANSWER_PROMPT, DEFAULT_EXTRACTION_PROMPT } from '../../platform/ai/default-prompts';

export const defaultPrompts: Prompts = { answer: DEFAULT_ANSWER_PROMPT, extraction: DEFAULT_EXTRACTION_PROMPT };

/** What /Settings saved, key by key (the API key already decrypted, or `unreadable`). */
export type SavedSettings = Partial<Record<Exclude<AiSettingKey, 'api_key'>, string>> & { api_key?: string | 'unreadable' };

export type EffectiveAi = {
  config: AiConfig;
  prompts: Prompts;
  sources: Record<AiSettingKey, AiSetting['source']>;
  /** Why no model (or no working one) is in effect, for the settings page. */
  problem: string | null;
};

/**
 * Saved settings win over the environment, key by key. The environment's API key is only sent to
 * the environment's provider and URL: once /Settings points elsewhere, a key must be saved there too,
 * so changing the URL cannot send the operator's key to another host.
 */
export function effectiveAi(env: AiConfig, saved: SavedSettings): EffectiveAi {
  const provider = (saved.provider as AiConfig['provider'] | undefined) ?? env.provider;
  const baseUrl = saved.base_url ?? env.baseUrl;
  const model = saved.model ?? env.model;
  const temperature = saved.temperature !== undefined ? Number(saved.temperature) : env.temperature;
  const envEndpoint = provider === env.provider && baseUrl === env.baseUrl;
  const savedKey = saved.api_key === 'unreadable' ? undefined : saved.api_key;
  const apiKey = savedKey ?? (envEndpoint ? env.apiKey : undefined);
  const from = (key: Exclude<AiSettingKey, 'api_key'>, envSet: boolean): AiSetting['source'] =>
    saved[key] !== undefined ? 'saved' : envSet ? 'environment' : 'default';
  return {
    config: { ...env, provider, baseUrl, model, temperature, apiKey },
    prompts: { answer: saved.answer_prompt ?? defaultPrompts.answer, extraction: saved.extraction_prompt ?? defaultPrompts.extraction },
    sources: {
      provider: from('provider', env.provider !== 'none'),
      base_url: from('base_url', env.baseUrl !== undefined),
      model: from('model', env.model !== undefined),
      temperature: from('temperature', env.temperature !== 0.2),
      answer_prompt: from('answer_prompt', false),
      extraction_prompt: from('extraction_prompt', false),
      api_key: savedKey !== undefined ? 'saved' : apiKey !== undefined ? 'environment' : 'default',
    },
    problem: problemOf(provider, baseUrl, model, apiKey, saved.api_key === 'unreadable'),
  };
}

function problemOf(provider: AiConfig['provider'], baseUrl?: string, model?: string, apiKey?: string, unreadable = false): string | null {
  if (unreadable) return "The saved API key cannot be decrypted with this server's SETTINGS_SECRET. Enter the key again.";
  if (provider === 'none') return null;
  if (!model) return 'Choose a model: without one, answers are extractive.';
  if (provider === 'openai-compatible' && !baseUrl)
    return 'An openai-compatible provider needs a base URL: without one, answers are extractive.';
  if (provider === 'anthropic' && !apiKey) return 'Anthropic needs an API key.';
  return null;
}
