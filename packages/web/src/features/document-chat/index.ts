/** The document chat's public face: the chat and insights panes of /drugsummary, and the answer rendering the chat widget shares. */
export { ChatPane } from './components/chat-pane';
export { InsightsPane } from './components/insights-pane';
export { Markdown } from './components/markdown';
export { PageLink } from './components/page-link';
export { ThinkingIndicator } from './components/thinking-indicator';
export { citationTarget, pageHref, type Citation, type PageTarget } from './api/citations';
export { useOpenPage } from './api/use-open-page';
export { rulesPending, rulesQuery, useRules } from './api/rule-extraction';
