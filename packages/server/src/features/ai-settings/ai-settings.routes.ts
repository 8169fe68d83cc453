import { aiConnectionTestSchema, aiSettingParamsSchema, aiSettingsSchema, aiSettingUpdateSchema, apiRoutes } from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import { auditContext } from '../audit';
import type { AiSettingsService } from './ai-settings.service';

/** /Settings: read, change one setting, test the connection. Superusers only; the API key is write-only. */
export function aiSettingsRoutes(app: FastifyZod, service: AiSettingsService): void {
  app.get(
    apiRoutes.aiSettings,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['ai-settings'],
        summary: 'The AI settings in effect and where each comes from; the API key only as set / not set',
        response: { 200: aiSettingsSchema },
      },
    },
    () => service.view(),
  );

  app.put(
    apiRoutes.aiSetting,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['ai-settings'],
        summary: 'Save one setting (null forgets the saved value); audited, the API key as set / not set',
        params: aiSettingParamsSchema,
        body: aiSettingUpdateSchema,
        response: { 200: aiSettingsSchema },
      },
    },
    async (request) => {
      const settings = await service.update(request.params.key, request.body.value, auditContext(request));
      request.log.info({ setting: request.params.key, reset: request.body.value === null }, 'AI setting saved');
      return settings;
    },
  );

  app.post(
    apiRoutes.aiSettingsTest,
    {
      config: { access: 'superuser', rateLimit: { max: 10 } },
      schema: {
        tags: ['ai-settings'],
        summary: "Call the provider once with the settings in effect: success, or the provider's error",
        response: { 200: aiConnectionTestSchema },
      },
    },
    async (request) => {
      const result = await service.testConnection();
      request.log.info({ ok: result.ok, model: result.label }, 'AI connection tested');
      return result;
    },
  );
}
