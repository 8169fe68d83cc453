import { queryOptions } from '@tanstack/react-query';

/**
 * The suggester form's tooltips, from the active rules. The fetcher is imported when the form first opens, so the
 * content schemas it validates with do not count against the home page's initial JavaScript budget.
 */
export const riskFlagTooltipsQuery = queryOptions({
  queryKey: ['content', 'risk-flags'],
  queryFn: async ({ signal }) => (await import('./risk-flag-tooltips')).fetchRiskFlagTooltips(signal),
  staleTime: 60_000,
});
