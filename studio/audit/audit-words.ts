/** The audit log in plain words: what each action means, a short detail, and the local time. */
import type { AuditEntry } from '../studio-api.ts';
import { releaseActions, releaseDetailWords } from '../releases/release-audit-words.ts';

const actions: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'draft-save': 'Saved a draft',
  'draft-discard': 'Discarded a draft',
  submit: 'Sent a change for review',
  approve: 'Approved a change',
  'approve-refused': 'Approval refused',
  'request-changes': 'Asked for changes',
  withdraw: 'Withdrew a change request',
  publish: 'Published',
  promote: 'Promoted to production',
  rollback: 'Rolled back',
  settings: 'Changed the review rule',
  'user-create': 'Created a staff account',
  'user-update': 'Changed a staff account',
  'password-reset': 'Reset a password',
  'audit-export': 'Exported the audit log',
  'update-request': 'Updated a change request from a newer version',
  'draft-cleared': 'Cleared a stale draft',
  fixtures: 'QA fixtures passed',
  'fixtures-failed': 'QA fixtures failed',
  'screen-create': 'Made a new screen',
  'fixture-create': 'Saved a QA fixture',
  'fixture-edit': 'Changed a QA fixture',
  'fixture-delete': 'Deleted a QA fixture',
  'fixture-propose': 'Proposed fixture updates',
  'fixture-variant': 'Kept a QA fixture update for one variant',
  ...releaseActions,
};

/** An action as staff say it ("Sent a change for review"); an unknown action as it is. */
export function actionWords(action: string): string {
  return actions[action] ?? action;
}

function versionName(version: number): string {
  return version === 0 ? 'the bundled copy' : `version ${version}`;
}

function quoted(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}”`;
}

/** The short detail of an entry: version, channel, request, reason, comment, account changes; "" when there is none. */
export function detailWords(entry: AuditEntry): string {
  const d = entry.detail;
  const num = (key: string) => (typeof d[key] === 'number' ? (d[key] as number) : undefined);
  const str = (key: string) => (typeof d[key] === 'string' && d[key] !== '' ? (d[key] as string) : undefined);
  const parts: string[] = [];
  const version = num('version');
  const rollbackOf = num('rollbackOf');
  if (version !== undefined)
    parts.push(
      entry.action === 'rollback' && rollbackOf !== undefined ? `version ${version}, the text of ${versionName(rollbackOf)}` : versionName(version),
    );
  if (entry.action === 'promote' && num('from') !== undefined) parts.push(`production had ${versionName(num('from') as number)}`);
  if (entry.action === 'submit' && num('baseVersion') !== undefined) parts.push(`from ${versionName(num('baseVersion') as number)}`);
  const target = str('target') ?? str('channel');
  if (target) parts.push(`on ${target}`);
  if (num('changeRequestId') !== undefined) parts.push(`request #${num('changeRequestId')}`);
  if (entry.action === 'publish' && str('author')) parts.push(`change by ${str('author')}`);
  if (entry.action === 'fixtures' && num('passed') !== undefined) {
    const passed = num('passed') as number;
    const by = str('replayedBy') === 'server' ? ' when the server replayed them' : '';
    parts.push(passed === 0 ? 'the screen has no QA fixtures' : `${passed} of ${num('total') ?? passed} passed${by} on the published text`);
  }
  if (entry.action === 'screen-create' && str('from')) {
    const from = str('from') as string;
    parts.push(
      `${from.startsWith('template:') ? `from the template ${from.slice('template:'.length)}` : `a copy of ${from}`} at ${str('route') ?? ''}`,
    );
  }
  if (entry.action === 'fixtures-failed' && num('total') !== undefined) {
    const failed = (num('total') as number) - (num('passed') ?? 0);
    parts.push(`${failed} of ${num('total')} failed when the server replayed them; nothing was published`);
    if (str('browserReport') === 'passed') parts.push('the browser had reported them passing');
  }
  if (entry.action.startsWith('fixture-')) {
    if (str('name')) parts.push(quoted(str('name') as string));
    if (str('renamedFrom')) parts.push(`renamed from ${quoted(str('renamedFrom') as string)}`);
    if (num('changeRequest') !== undefined)
      parts.push(`${entry.action === 'fixture-propose' ? 'for' : 'approved with'} request #${num('changeRequest')}`);
    if (entry.action === 'fixture-variant' && str('variant')) parts.push(`for variant ${str('variant')} of experiment #${num('experimentId') ?? ''}`);
  }
  if (entry.action === 'sign-in-failed' && num('attempts') !== undefined) {
    const attempts = num('attempts') as number;
    const limited = num('rateLimited') ?? 0;
    const from = str('address') === '*' ? 'from other addresses' : str('address') ? `from ${str('address')}` : '';
    parts.push(
      [`${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} in the minute`, limited > 0 ? `${limited} over the limit` : '', from]
        .filter(Boolean)
        .join(', '),
    );
    if (str('lastEmail')) parts.push(`last typed ${quoted(str('lastEmail') as string)}`);
  }
  const standing = d.separationOfDuties;
  if (entry.action === 'approve' && typeof standing === 'object' && standing !== null) {
    const s = standing as Record<string, unknown>;
    parts.push(`approver a ${String(s.approverRole)} since ${localTime(String(s.approverRoleSince))}, given by ${String(s.roleGivenBy)}`);
  }
  if (entry.action === 'approve-refused' && str('why')) parts.push(`refused: ${str('why')}`);
  if (entry.action === 'draft-save' && Array.isArray(d.changed) && d.changed.length > 0) parts.push(d.changed.map(String).join('; '));
  if (entry.action === 'update-request' && num('toVersion') !== undefined)
    parts.push(`from ${versionName(num('fromVersion') ?? 0)} onto ${versionName(num('toVersion') as number)}`);
  if (entry.action === 'draft-cleared' && str('why')) parts.push(`its change was ${str('why')}`);
  if (entry.action === 'audit-export' && num('rows') !== undefined) parts.push(`${num('rows')} rows`);
  parts.push(...releaseDetailWords(entry));
  if (d.money === true) parts.push('money screen');
  if (typeof d.reviewRequired === 'boolean') parts.push(d.reviewRequired ? 'needs review: on' : 'needs review: off');
  const who = entry.action.startsWith('experiment-') ? str('email') : (str('name') ?? str('email'));
  if (who) parts.push(who);
  if (str('role')) parts.push(`role ${str('role')}`);
  if (typeof d.disabled === 'boolean') parts.push(d.disabled ? 'disabled' : 'enabled');
  if (str('reason')) parts.push(quoted(str('reason') as string));
  if (str('comment')) parts.push(`comment ${quoted(str('comment') as string)}`);
  return parts.join(' · ');
}

/** A time in the browser's time zone, to the second ("25 Nov 2026, 14:05:09"). */
export function localTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
}
