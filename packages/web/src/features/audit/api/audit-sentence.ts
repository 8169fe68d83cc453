import type { AuditEntry } from '@balancer/contract';

/** An audit entry read as one sentence, with a link to what it changed where there is a page for it. */
export type AuditSentence = { text: string; link?: { to: string; label: string } };

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : undefined);

/** Verbs of the content changes (docs/adr/0015's change kinds). */
const CONTENT: Record<string, string> = {
  'medication.add': 'added medication',
  'medication.update': 'edited medication',
  'medication.delete': 'deleted medication',
  'rule.create': 'added rule',
  'rule.update': 'edited rule',
  'rule.setEnabled': 'disabled or re-enabled rule',
  'review.mark': 'marked reviewed',
  rollback: 'rolled the clinical content back',
  'merge.settle': 'took the release’s version of',
};
/** The other actions, by "entity.action"; `{target}` is the entity's name, `{to}` an address the entry names. */
const OTHER: Record<string, string> = {
  'user.user.superuser.grant': 'made {target} a superuser',
  'user.user.superuser.revoke': 'removed the superuser rights of {target}',
  'user.user.deactivate': 'deactivated {target}',
  'user.user.reactivate': 'reactivated {target}',
  'user.user.activation_mail': 'sent a new activation link to {target}',
  'user.account.password_change': 'changed their password',
  'user.account.email_change.request': 'asked to change their address to {to}',
  'user.account.email_change': 'changed their address to {to}',
  'user.account.sign_out_everywhere': 'signed out of every session',
  'document.upload': 'uploaded the document {target}',
  'document.edit_metadata': 'edited the details of the document {target}',
  'document.delete': 'deleted the document {target}',
  'ai_setting.update': 'changed the AI setting {target}',
  'ai_setting.reset': 'reset the AI setting {target} to its default',
  'feedback.mark_handled': 'marked feedback #{target} handled',
  'feedback.mark_open': 'reopened feedback #{target}',
};

function contentSentence(e: AuditEntry, who: string): AuditSentence {
  const kind = e.action.replace(/^content\./, '');
  const before = rec(e.before);
  const after = rec(e.after);
  // A release conflict settled by keeping this site's item: no version, the conflict is the entity (docs/adr/0050).
  if (e.entityType === 'content_merge_conflict') {
    const reason = str(after.reason);
    const item = `${str(before.area) ?? ''} ${str(before.id) ?? e.entityId}`.trim();
    return { text: `${who} kept this site’s ${item} over the release’s${reason ? `: ${reason}` : ''}` };
  }
  const all = Array.isArray(after.diff) ? (after.diff as { area?: string; title?: string; details?: string[] }[]) : [];
  // Name what the change is about (a medication's ingredient or a new citation rides along): its own area when present.
  const area = kind.split('.')[0];
  const own = all.filter((d) => d.area === area);
  const diff = own.length ? own : all;
  let verb = CONTENT[kind] ?? `changed the clinical content (${kind})`;
  if (kind === 'rule.setEnabled') verb = diff.some((d) => d.details?.includes('disabled')) ? 'disabled rule' : 're-enabled rule';
  // A medication and its ingredient share a name: each name once.
  const names = [...new Set(diff.map((d) => d.title).filter(Boolean))];
  const what = kind === 'rollback' ? '' : ` ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
  const from = str(before.version);
  const to = str(after.version) ?? e.entityId;
  const versions = from ? ` (v${from} → v${to})` : ` (v${to})`;
  const reason = str(after.reason);
  // A review names the reviewer as prescribers see them ("reviewed risk by <name>, <date>: …", docs/adr/0038).
  const signed =
    kind === 'review.mark'
      ? all.flatMap((d) => d.details ?? []).map((l) => /^reviewed (?:\w+ )?by (.+), \d{4}-\d\d-\d\d/.exec(l)?.[1])[0]
      : undefined;
  return {
    text: `${who}${signed ? `, as “${signed}”,` : ''} ${verb}${what}${versions}${reason ? `: ${reason}` : ''}`,
    link: { to: `/contenthistory#version-${to}`, label: `See the changes of version ${to}` },
  };
}

/** "admin@… deleted medication Brexpiprazole (v5 → v6): <reason>" (issue 30). */
export function auditSentence(e: AuditEntry): AuditSentence {
  const who = e.actor.email;
  if (e.action.startsWith('content.')) return contentSentence(e, who);
  const before = rec(e.before);
  const after = rec(e.after);
  const template = OTHER[`${e.entityType}.${e.action}`];
  // Feedback and settings are named by their id; documents by title, accounts by address.
  const named = e.entityType === 'document' || e.entityType === 'user';
  const target = named
    ? (str(after.title) ??
      str(before.title) ??
      str(after.file_name) ??
      str(before.file_name) ??
      str(before.email) ??
      str(after.email) ??
      e.entityId)
    : e.entityId.replaceAll('_', ' ');
  if (!template) return { text: `${who} ${e.action.replaceAll('_', ' ')} ${e.entityType.replaceAll('_', ' ')} ${e.entityId}` };
  const to = str(after.email) ?? str(after.pending_email) ?? '';
  const text = `${who} ${template.replace('{target}', target).replace('{to}', to)}`;
  const reason = str(after.reason);
  return { text: reason ? `${text}: ${reason}` : text };
}

/** Filter labels in plain words; an unknown value is shown as stored. */
export const ENTITY_LABELS: Record<string, string> = {
  clinical_content: 'Medications and rules',
  content_merge_conflict: 'Release conflicts',
  user: 'Accounts',
  document: 'Documents',
  ai_setting: 'AI settings',
  feedback: 'Feedback',
};
export function actionLabel(action: string): string {
  if (action.startsWith('content.')) {
    const kind = action.slice('content.'.length);
    return (CONTENT[kind] ?? kind).replace(/^./, (c) => c.toUpperCase());
  }
  const found = Object.entries(OTHER).find(([key]) => key.endsWith(`.${action}`))?.[1];
  return found
    ? found
        .replace(/ ?\{(target|to)\}/g, '')
        .replace(/ #$/, '')
        .replace(/^./, (c) => c.toUpperCase())
    : action.replaceAll('_', ' ');
}
