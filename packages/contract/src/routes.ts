/** Every HTTP path, in one place. Paths of the product spec §7 keep their exact spelling and slashes. */
export const apiRoutes = {
  health: '/api/health',
  openapi: '/api/docs/openapi.json',
  version: '/api/v1/api/version',
  recommendations: '/api/v2/recommendations',
  medications: '/api/v2/medications',
  medication: '/api/v2/medications/:id',
  feedback: '/api/v1/api/feedback/',
  newsletter: '/api/v1/api/newsletter/',
  uploadFile: '/api/v1/api/uploadFile',
  uploadedFile: '/api/v1/api/uploadFile/:guid',
  uploadStatus: '/api/v1/api/uploadFile/:guid/status',
  editMetadata: '/api/v1/api/editmetadata/:guid',
  search: '/api/v1/api/search',
  askEmbeddings: '/api/v1/api/embeddings/ask_embeddings',
  assistant: '/api/v1/api/assistant',
  assistantConversation: '/api/v1/api/assistant/conversations/:id',
  ruleExtraction: '/api/v1/api/rule_extraction_openai',
  /** Feedback EHRs sent on CDS Hooks cards (superusers). */
  cdsFeedback: '/api/v1/api/cds-feedback/',
} as const;

/** CDS Hooks 2.0 paths: fixed by the standard, outside /api. `:id` is a service id of the discovery document. */
export const cdsRoutes = {
  discovery: '/cds-services',
  service: '/cds-services/:id',
  feedback: '/cds-services/:id/feedback',
} as const;

/** djoser/simplejwt-compatible auth paths (with their trailing slashes). */
export const authRoutes = {
  login: '/api/auth/jwt/create/',
  refresh: '/api/auth/jwt/refresh/',
  verify: '/api/auth/jwt/verify/',
  users: '/api/auth/users/',
  activation: '/api/auth/users/activation/',
  resendActivation: '/api/auth/users/resend_activation/',
  me: '/api/auth/users/me/',
  setPassword: '/api/auth/users/set_password/',
  resetPassword: '/api/auth/users/reset_password/',
  resetPasswordConfirm: '/api/auth/users/reset_password_confirm/',
} as const;

/** Fills a route's `:name` placeholders, encoded: `routePath(apiRoutes.medication, { id: 'quetiapine+lithium' })`. */
export function routePath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routePath: no value for :${name} in ${template}`);
    return encodeURIComponent(value);
  });
}
