/** The audit feature's public face: the /audit page. */
export { AuditPage } from './components/audit-page';
