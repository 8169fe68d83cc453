/** Versioned clinical content: the medication, rule and interaction editors, the history, and the form's rule tooltips. */
export { ManageMedsPage } from './components/manage-meds-page';
export { RulesManagerPage } from './components/rules-manager-page';
export { InteractionsPage } from './components/interactions-page';
export { ContentHistoryPage } from './components/content-history-page';
export { riskFlagTooltipsQuery } from './api/risk-flag-tooltips-query';
export { ReviewQueuePage } from './components/review-queue-page';
export { useReviewCount } from './api/content-api';
export { ReleaseConflictsPage } from './components/release-conflicts-page';
export { useConflictCount } from './api/conflicts-api';
