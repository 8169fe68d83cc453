// What other features use of the audit log: recording a change inside their own transaction.
export { auditContext, recordAudit, type AuditContext } from './audit.service';
