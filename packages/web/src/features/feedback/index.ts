/** The feedback feature's public face: what the app and other features may import. */
export { FeedbackPage } from './components/feedback-page';
export { ReportIssueModal } from './components/report-issue-modal';
export { FeedbackInboxPage } from './components/feedback-inbox-page';
