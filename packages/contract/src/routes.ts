/** Every HTTP path, in one place. Paths of the product spec §7 keep their exact spelling and slashes. */
export const apiRoutes = {
  health: '/api/health',
  openapi: '/api/docs/openapi.json',
  version: '/api/v1/api/version',
  medications: '/api/v1/api/get_full_list_med',
  recommend: '/api/v1/api/get_med_recommend',
  riskWithSources: '/api/v1/api/riskWithSources',
  feedback: '/api/v1/api/feedback/',
  newsletter: '/api/v1/api/newsletter/',
} as const;
