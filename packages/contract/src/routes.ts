/** Every path of the API the web app uses (v2), in one place. The original client's paths are in ./legacy. */
export const apiRoutes = {
  health: '/api/health',
  openapi: '/api/docs/openapi.json',
  version: '/api/v2/version',
  recommendations: '/api/v2/recommendations',
  medications: '/api/v2/medications',
  medication: '/api/v2/medications/:id',
  feedback: '/api/v2/feedback',
  feedbackItem: '/api/v2/feedback/:id',
  feedbackExport: '/api/v2/feedback/export.csv',
  newsletter: '/api/v2/newsletter',
  newsletterExport: '/api/v2/newsletter/export.csv',
  uploadFile: '/api/v2/documents',
  uploadedFile: '/api/v2/documents/:guid',
  uploadStatus: '/api/v2/documents/:guid/status',
  editMetadata: '/api/v2/documents/:guid/metadata',
  search: '/api/v2/search',
  /** A cited answer from the library (`?stream=true` for server-sent events, `&guid=` for one document). */
  answers: '/api/v2/answers',
  assistant: '/api/v2/assistant',
  assistantConversation: '/api/v2/assistant/conversations/:id',
  /** The rules a document states (GET, signed-in users); POST extracts them again (superusers). */
  documentRules: '/api/v2/documents/:guid/rules',
  /** A signed-in reader's own annotations on one document (owner-only). */
  annotations: '/api/v2/annotations',
  annotation: '/api/v2/annotations/:id',
  /** Versioned clinical content (superusers, but risk-flag tooltips are public). */
  content: '/api/v2/content',
  contentRules: '/api/v2/content/rules',
  /** Drug–drug interactions; changed by `interaction.*` content changes (docs/adr/0048). */
  contentInteractions: '/api/v2/content/interactions',
  contentMedication: '/api/v2/content/medications/:id',
  contentPreview: '/api/v2/content/preview',
  contentChanges: '/api/v2/content/changes',
  contentVersions: '/api/v2/content/versions',
  contentVersion: '/api/v2/content/versions/:id',
  contentRollback: '/api/v2/content/versions/:id/rollback',
  contentRollbackPreview: '/api/v2/content/versions/:id/rollback/preview',
  /** Statements and rules awaiting clinical review; marking one reviewed is a content change (`review.mark`). */
  contentReview: '/api/v2/content/review',
  riskFlagTooltips: '/api/v2/content/risk-flags',
  contentSources: '/api/v2/content/sources',
  /** Release-merge conflicts a superuser settles (docs/adr/0050). */
  contentConflicts: '/api/v2/content/merge-conflicts',
  contentConflictSettle: '/api/v2/content/merge-conflicts/:area/:id/settle',
  /** Feedback EHRs sent on CDS Hooks cards (superusers). */
  cdsFeedback: '/api/v2/cds-feedback',
  /** AI settings of /Settings (superusers); the API key is write-only. */
  aiSettings: '/api/v2/ai-settings',
  aiSetting: '/api/v2/ai-settings/:key',
  aiSettingsTest: '/api/v2/ai-settings/test',
  /** Every admin write with before and after (superusers). */
  audit: '/api/v2/audit',
  /** A consistent backup of the embedded database and its documents, as a gzipped tarball (superusers). */
  backup: '/api/v2/system/backup',
} as const;

/** CDS Hooks 2.0 paths: fixed by the standard, outside /api. `:id` is a service id of the discovery document. */
export const cdsRoutes = {
  discovery: '/cds-services',
  service: '/cds-services/:id',
  feedback: '/cds-services/:id/feedback',
} as const;

/** Sign-in and account paths (v2); their bodies keep the field names of the original API. */
export const authRoutes = {
  login: '/api/v2/auth/token',
  refresh: '/api/v2/auth/token/refresh',
  verify: '/api/v2/auth/token/verify',
  users: '/api/v2/auth/users',
  activation: '/api/v2/auth/users/activation',
  resendActivation: '/api/v2/auth/users/activation/resend',
  me: '/api/v2/auth/users/me',
  setPassword: '/api/v2/auth/users/me/password',
  resetPassword: '/api/v2/auth/password-reset',
  resetPasswordConfirm: '/api/v2/auth/password-reset/confirm',
  /** The signed-in user's own account: a new address (confirmed by mail), and signing out every session. */
  changeEmail: '/api/v2/auth/users/me/email',
  confirmEmail: '/api/v2/auth/users/me/email/confirm',
  /** The link mailed to the old address: stops (or undoes) the change and signs out everywhere. */
  cancelEmailChange: '/api/v2/auth/users/me/email/cancel',
  signOutEverywhere: '/api/v2/auth/users/me/sign-out-everywhere',
  /** Every account (superusers): list, role and active changes, activation mail again. */
  adminUsers: '/api/v2/users',
  adminUser: '/api/v2/users/:id',
  adminUserActivationMail: '/api/v2/users/:id/activation-mail',
} as const;

/** Fills a route's `:name` placeholders, encoded: `routePath(apiRoutes.medication, { id: 'quetiapine+lithium' })`. */
export function routePath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routePath: no value for :${name} in ${template}`);
    return encodeURIComponent(value);
  });
}
