import {
  aiSettingKeys,
  aiSettingValueSchemas,
  type AiConnectionTest,
  type AiSetting,
  type AiSettingKey,
  type AiSettings,
} from '@balancer/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AiConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../http/errors';
import { createLanguageModel, type ModelHandle } from '../../platform/ai/language-model';
import { recordAudit, type AuditContext } from '../audit';
import { createAiSettingsRepo, type AiSettingRow } from './ai-settings.repo';
import { effectiveAi, type EffectiveAi, type SavedSettings } from './effective-ai';
import { probeModel } from './probe-model';
import { createSecretBox } from './secret-box';

export const aiSettingLabels: Record<AiSettingKey, string> = {
  provider: 'Provider',
  base_url: 'Base URL',
  model: 'Model',
  temperature: 'Temperature',
  answer_prompt: 'Answer prompt',
  extraction_prompt: 'Rule extraction prompt',
  api_key: 'API key',
};

type Resolved = EffectiveAi & { rows: Map<string, AiSettingRow>; handle: ModelHandle | null };

/**
 * AI settings: saved on /Settings, else the environment. Every AI feature asks `handle()` per call,
 * so a saved change applies at the next question, in every server process sharing the database.
 */
export function createAiSettingsService(deps: { db: Db; env: AiConfig; secret: string | undefined; log: FastifyBaseLogger }) {
  const box = deps.secret ? createSecretBox(deps.secret) : null;
  let cache: { fingerprint: string; resolved: Resolved } | null = null;

  async function resolve(): Promise<Resolved> {
    const rows = await createAiSettingsRepo(deps.db).all();
    const fingerprint = rows.map((r) => `${r.key}=${r.value}@${r.updatedAt.getTime()}`).join('\n');
    if (cache?.fingerprint === fingerprint) return cache.resolved;
    const saved: SavedSettings = {};
    for (const r of rows) {
      if (r.key === 'api_key') saved.api_key = box?.open(r.value, 'api_key') ?? 'unreadable';
      else if ((aiSettingKeys as readonly string[]).includes(r.key)) saved[r.key as Exclude<AiSettingKey, 'api_key'>] = r.value;
    }
    const effective = effectiveAi(deps.env, saved);
    if (saved.api_key === 'unreadable') deps.log.warn('the saved AI API key cannot be decrypted with SETTINGS_SECRET; it is ignored');
    const handle = createLanguageModel(effective.config, effective.prompts);
    const resolved = { ...effective, rows: new Map(rows.map((r) => [r.key, r])), handle };
    cache = { fingerprint, resolved };
    return resolved;
  }

  /** Each setting as the API shows it, with its stored row's guid and author id (for the original API's shape). */
  async function entries() {
    const r = await resolve();
    const shown: Record<Exclude<AiSettingKey, 'api_key'>, string | null> = {
      provider: r.config.provider,
      base_url: r.config.baseUrl ?? null,
      model: r.config.model ?? null,
      temperature: String(r.config.temperature),
      answer_prompt: r.prompts.answer,
      extraction_prompt: r.prompts.extraction,
    };
    const settings = aiSettingKeys.map((key) => {
      const row = r.rows.get(key);
      const setting: AiSetting = {
        key,
        label: aiSettingLabels[key],
        // The API key is write-only: its value never leaves the server.
        value: key === 'api_key' ? null : shown[key],
        source: r.sources[key],
        isSet: key === 'api_key' ? r.config.apiKey !== undefined : shown[key] !== null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
        updatedBy: row ? (row.updatedByEmail ?? null) : null,
      };
      return { setting, guid: row?.guid ?? null, updatedById: row?.updatedBy ?? null };
    });
    return { resolved: r, settings };
  }

  async function view(): Promise<AiSettings> {
    const { resolved: r, settings } = await entries();
    return {
      settings: settings.map((e) => e.setting),
      active: { answerer: r.handle ? 'model' : 'extractive', label: r.handle?.label ?? null, problem: r.problem },
      canStoreApiKey: box !== null,
    };
  }

  /** What the audit log keeps of a value: the API key only as set / not set. */
  const audited = (key: AiSettingKey, value: string | undefined) =>
    key === 'api_key' ? { api_key: value === undefined ? 'not set' : 'set' } : { value: value ?? null };

  return {
    handle: async () => (await resolve()).handle,
    view,
    entries: async () => (await entries()).settings,

    /** Saves one setting (null forgets it). Changing the provider or URL forgets a saved key, so it is never sent elsewhere. */
    async update(key: AiSettingKey, raw: string | null, audit: AuditContext): Promise<AiSettings> {
      let value: string | null = null;
      if (raw !== null) {
        const parsed = aiSettingValueSchemas[key].safeParse(raw);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'Invalid value';
          throw badRequest(`value: ${message}`, { value: [message] });
        }
        value = parsed.data;
      }
      if (key === 'api_key' && value !== null && !box)
        throw new AppError(409, 'settings_secret_missing', 'value: This server cannot store an API key (SETTINGS_SECRET is not set).', {
          value: ['This server cannot store an API key: set SETTINGS_SECRET, or give the key in AI_API_KEY.'],
        });
      const before = await resolve();
      await deps.db.transaction(async (tx) => {
        const repo = createAiSettingsRepo(tx);
        const row = await repo.find(key);
        if (value === null) await repo.remove(key);
        else await repo.save(key, key === 'api_key' ? box!.seal(value, 'api_key') : value, audit.actor.userId);
        await recordAudit(tx, audit, {
          action: value === null ? 'reset' : 'update',
          entityType: 'ai_setting',
          entityId: key,
          before: audited(key, row?.value),
          after: audited(key, value ?? undefined),
        });
        const endpointBefore = key === 'provider' ? before.config.provider : key === 'base_url' ? before.config.baseUrl : undefined;
        const endpointAfter = key === 'provider' ? (value ?? deps.env.provider) : (value ?? deps.env.baseUrl);
        if ((key === 'provider' || key === 'base_url') && endpointBefore !== endpointAfter && (await repo.find('api_key'))) {
          await repo.remove('api_key');
          await recordAudit(tx, audit, {
            action: 'reset',
            entityType: 'ai_setting',
            entityId: 'api_key',
            before: audited('api_key', 'set'),
            after: { ...audited('api_key', undefined), reason: `${aiSettingLabels[key]} changed` },
          });
        }
      });
      cache = null;
      return view();
    },

    /** One short call with the settings in effect: how far it got (never what answered, nor the key). */
    async testConnection(): Promise<AiConnectionTest> {
      const r = await resolve();
      // No model is the documented default, not a failure; a model set up wrongly is one.
      if (!r.handle)
        return r.problem
          ? { ok: false, configured: true, label: null, message: r.problem }
          : { ok: false, configured: false, label: null, message: 'No model configured: answers are extractive, with no network.' };
      const { reason, ...result } = await probeModel(r.handle);
      if (reason) deps.log.warn({ model: r.handle.label, reason }, 'AI connection test failed');
      return { label: r.handle.label, configured: true, ...result };
    },
  };
}
export type AiSettingsService = ReturnType<typeof createAiSettingsService>;
