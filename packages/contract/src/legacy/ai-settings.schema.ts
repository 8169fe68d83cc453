import { z } from 'zod';

/** One item of GET /api/ai_settings/settings/, in the original's field names (the API key only as "set" / "not set"). */
export const legacyAiSettingSchema = z.object({
  guid: z.string(),
  SourceTableGUID: z.string().nullable(),
  SettingValue: z.string(),
  SettingsLabel: z.string().nullable(),
  SourceTable: z.string(),
  LastModified: z.string().nullable(),
  ModifiedByUser: z.number().int().nullable(),
});
export const legacyAiSettingsResponseSchema = z.array(legacyAiSettingSchema);
export type LegacyAiSetting = z.infer<typeof legacyAiSettingSchema>;
