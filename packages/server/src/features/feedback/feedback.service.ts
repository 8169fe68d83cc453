import { reportedPatientSchema, type FeedbackItem, type FeedbackListQuery } from '@balancer/contract';
import { toCsv } from '../../http/csv';
import { notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import type { FeedbackRepo, FeedbackRow } from './feedback.repo';

/** The feedback inbox: superusers list, filter, mark handled and export what clinicians sent. */
export function createFeedbackService(repo: FeedbackRepo) {
  const list = async (query: FeedbackListQuery) =>
    (
      await repo.list({ feedbackType: query.feedbacktype, handled: query.handled === undefined ? undefined : query.handled === 'true' })
    ).map(toItem);
  return {
    store: repo.insert,
    list,

    async setHandled(id: number, handled: boolean, audit: AuditContext): Promise<FeedbackItem> {
      const row = await repo.setHandled(id, handled ? { at: new Date(), by: audit.actor.email } : null, (tx, before, after) =>
        recordAudit(tx, audit, {
          action: handled ? 'mark_handled' : 'mark_open',
          entityType: 'feedback',
          entityId: id,
          before: handledState(before),
          after: handledState(after),
        }),
      );
      if (!row) throw notFound('No such feedback message.');
      return toItem(row);
    },

    async csv(query: FeedbackListQuery): Promise<string> {
      const items = await list(query);
      return toCsv(
        ['id', 'received', 'type', 'name', 'email', 'message', 'handled_at', 'handled_by', 'reported_result'],
        items.map((f) => [
          f.id,
          f.createdAt,
          f.feedbacktype,
          f.name,
          f.email,
          f.message,
          f.handledAt,
          f.handledBy,
          f.patient ? JSON.stringify(f.patient) : null,
        ]),
      );
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;

/** The audit log keeps only what changed: the handled mark, not the message (which holds a name and e-mail). */
const handledState = (f: FeedbackRow) => ({ handled_at: f.handledAt?.toISOString() ?? null, handled_by: f.handledBy });

const toItem = (f: FeedbackRow): FeedbackItem => ({
  id: f.id,
  feedbacktype: f.feedbackType as FeedbackItem['feedbacktype'],
  name: f.name,
  email: f.email,
  message: f.message,
  // Rows are parsed back into the domain shape rather than trusted.
  patient: f.patient === null ? null : reportedPatientSchema.parse(f.patient),
  createdAt: f.createdAt.toISOString(),
  handledAt: f.handledAt?.toISOString() ?? null,
  handledBy: f.handledBy,
});
