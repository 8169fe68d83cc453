import { legacyAiSettingsResponseSchema, legacyRoutes, type LegacyAiSetting } from '@balancer/contract/legacy';
import { createHash } from 'node:crypto';
import type { AiSettingsService } from '../features/ai-settings';
import type { FastifyZod } from '../http/fastify-zod';

/**
 * GET /api/ai_settings/settings/ in the original's shape, for superusers (the original let any
 * signed-in user read it). The API key is "set" or "not set"; an unset value is an empty string.
 */
export function legacySettingsRoutes(app: FastifyZod, settings: AiSettingsService): void {
  app.get(
    legacyRoutes.aiSettings,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['legacy (v1)'],
        summary: 'Legacy form of GET /api/v2/ai-settings: SettingsLabel / SettingValue items',
        response: { 200: legacyAiSettingsResponseSchema },
      },
    },
    async () =>
      (await settings.entries()).map(
        ({ setting, guid, updatedById }): LegacyAiSetting => ({
          guid: guid ?? stableGuid(setting.key),
          SourceTableGUID: setting.key,
          SettingValue: setting.key === 'api_key' ? (setting.isSet ? 'set' : 'not set') : (setting.value ?? ''),
          SettingsLabel: setting.label,
          SourceTable: setting.source === 'saved' ? 'ai_settings' : setting.source,
          LastModified: setting.updatedAt,
          ModifiedByUser: updatedById,
        }),
      ),
  );
}

/** A UUID-shaped id that stays the same for a setting that was never saved (so it has no row). */
function stableGuid(key: string): string {
  const h = createHash('sha256').update(`balancer-ai-setting:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
