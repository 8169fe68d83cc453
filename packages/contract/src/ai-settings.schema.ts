import { z } from 'zod';
import { text } from './text.schema';

/** The settings a superuser can change on /Settings, in the order the page lists them. */
export const aiSettingKeys = ['provider', 'base_url', 'model', 'temperature', 'answer_prompt', 'extraction_prompt', 'api_key'] as const;
export const aiSettingKeySchema = z.enum(aiSettingKeys);
export type AiSettingKey = z.infer<typeof aiSettingKeySchema>;

export const aiProviderSchema = z.enum(['none', 'openai-compatible', 'anthropic'], {
  error: 'Choose none, openai-compatible or anthropic',
});

/** What each setting accepts; the server checks a new value against the schema of its key. */
export const aiSettingValueSchemas = {
  provider: aiProviderSchema,
  // No query, fragment or credentials: the provider's path (/chat/completions) is appended, and a `?` or
  // `#` would cut it off and aim the connection test at any page of an internal service.
  base_url: z
    .url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' })
    .max(500)
    .refine((u) => !/[?#@]/.test(u), 'Enter the URL without ?, # or user@ (e.g. http://127.0.0.1:11434/v1)'),
  model: text().trim().min(1, 'Enter a model name').max(200),
  temperature: z.coerce
    .number({ error: 'Enter a number from 0 to 2' })
    .min(0, 'Enter a number from 0 to 2')
    .max(2, 'Enter a number from 0 to 2')
    .transform(String),
  answer_prompt: text().trim().min(20, 'A prompt needs at least 20 characters').max(20_000),
  extraction_prompt: text().trim().min(20, 'A prompt needs at least 20 characters').max(20_000),
  api_key: text().trim().min(8, 'An API key has at least 8 characters').max(500).regex(/^\S+$/, 'An API key has no spaces'),
} satisfies Record<AiSettingKey, z.ZodType<string>>;

/** PUT /api/v2/ai-settings/:key. `null` forgets the saved value (the environment's, or the default, applies). */
export const aiSettingUpdateSchema = z.object({ value: text().max(20_000).nullable() }).strict();
export const aiSettingParamsSchema = z.object({ key: aiSettingKeySchema });

export const aiSettingSchema = z.object({
  key: aiSettingKeySchema,
  label: z.string(),
  /** The value in effect; always null for the API key, which is never returned. */
  value: z.string().nullable(),
  /** Where the value comes from: saved on this page, the server's environment, or the built-in default. */
  source: z.enum(['saved', 'environment', 'default']),
  /** For the API key: whether one is in effect ("set" / "not set"). */
  isSet: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AiSetting = z.infer<typeof aiSettingSchema>;

export const aiSettingsSchema = z.object({
  settings: z.array(aiSettingSchema),
  /** What answers use now: a model (with its provider:model label) or the extractive answerer. */
  active: z.object({ answerer: z.enum(['model', 'extractive']), label: z.string().nullable(), problem: z.string().nullable() }),
  /** False when the server has no SETTINGS_SECRET: an API key can then only come from the environment. */
  canStoreApiKey: z.boolean(),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

/** POST /api/v2/ai-settings/test: one short call to the provider with the settings in effect. */
export const aiConnectionTestSchema = z.object({
  ok: z.boolean(),
  /** False when no model is configured (the default): nothing was called, and nothing failed. */
  configured: z.boolean(),
  label: z.string().nullable(),
  message: z.string(),
});
export type AiConnectionTest = z.infer<typeof aiConnectionTestSchema>;
