/** Paths of the original API that only the legacy adapter serves (their shapes differ from v2). */
export const legacyRoutes = {
  recommend: '/api/v1/api/get_med_recommend',
  medications: '/api/v1/api/get_full_list_med',
  riskWithSources: '/api/v1/api/riskWithSources',
} as const;
