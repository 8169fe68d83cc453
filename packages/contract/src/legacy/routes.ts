import { apiRoutes, authRoutes } from '../routes';

/** Paths of the original API that only the legacy adapter serves (their shapes differ from v2). */
export const legacyRoutes = {
  recommend: '/api/v1/api/get_med_recommend',
  medications: '/api/v1/api/get_full_list_med',
  riskWithSources: '/api/v1/api/riskWithSources',
  aiSettings: '/api/ai_settings/settings/',
  addMedication: '/api/v1/api/add_medication',
  deleteMedication: '/api/v1/api/delete_med',
  medRules: '/api/v1/api/medRules',
  askEmbeddings: '/api/v1/api/embeddings/ask_embeddings',
  assistant: '/api/v1/api/assistant',
  assistantConversation: '/api/v1/api/assistant/conversations/:id',
  ruleExtraction: '/api/v1/api/rule_extraction_openai',
  search: '/api/v1/api/search',
} as const;

/**
 * Paths of the original API whose bodies are the same in v2 but for the field names: each is served by
 * the v2 route, its snake_case fields renamed to and from v2's camelCase (./wire-names.ts), with the
 * original's exact spelling and trailing slash (a variant without it, or with an extra one, is a 404).
 */
export const legacyAliases: Record<string, string> = {
  '/api/v1/api/version': apiRoutes.version,
  '/api/v1/api/feedback/': apiRoutes.feedback,
  '/api/v1/api/newsletter/': apiRoutes.newsletter,
  '/api/v1/api/uploadFile': apiRoutes.uploadFile,
  '/api/v1/api/uploadFile/:guid': apiRoutes.uploadedFile,
  '/api/v1/api/uploadFile/:guid/status': apiRoutes.uploadStatus,
  '/api/v1/api/editmetadata/:guid': apiRoutes.editMetadata,
  '/api/auth/jwt/create/': authRoutes.login,
  '/api/auth/jwt/refresh/': authRoutes.refresh,
  '/api/auth/jwt/verify/': authRoutes.verify,
  '/api/auth/users/': authRoutes.users,
  '/api/auth/users/activation/': authRoutes.activation,
  '/api/auth/users/resend_activation/': authRoutes.resendActivation,
  '/api/auth/users/me/': authRoutes.me,
  '/api/auth/users/set_password/': authRoutes.setPassword,
  '/api/auth/users/reset_password/': authRoutes.resetPassword,
  '/api/auth/users/reset_password_confirm/': authRoutes.resetPasswordConfirm,
};

/** Paths under these prefixes belong to the original API: errors there take its shapes. */
export const legacyPrefixes = ['/api/v1/', '/api/auth/', '/api/ai_settings/'] as const;
