import { Link } from 'react-router';
import { EmptyState } from '../../ui/card.tsx';
import { AdminTable, When } from './admin-parts.tsx';
import type { AuditEntry } from './admin-types.ts';
import { changeLines } from './audit-change.ts';

/** Where an audit row's target lives in the panel, when it has a page there. */
function targetLink(entry: AuditEntry): string | null {
  if (entry.target_type === 'user' && entry.target_id !== null) return `/admin/members/${entry.target_id}`;
  if (entry.target_type === 'thread' && entry.target_id !== null) return `/thread/${entry.target_id}/thread`;
  return null;
}

function Change({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.before, entry.after);
  if (lines.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="audit-change">
      {lines.map((line) => (
        <li key={line.key}>
          {line.key && <span className="audit-change__key">{line.key}: </span>}
          {line.before !== undefined && <del className="audit-change__before">{line.before}</del>}
          {line.before !== undefined && line.after !== undefined && ' → '}
          {line.after !== undefined && <ins className="audit-change__after">{line.after}</ins>}
        </li>
      ))}
    </ul>
  );
}

/** Audit rows as a table: when, who, what, on what, the change and the reason. */
export function AuditTable({
  entries,
  label,
  emptyText = 'No staff actions match.',
}: {
  entries: AuditEntry[];
  label: string;
  emptyText?: string;
}) {
  if (entries.length === 0) return <EmptyState title="Nothing recorded">{emptyText}</EmptyState>;
  return (
    <AdminTable
      label={label}
      columns={['When', 'Staff', 'Action', 'Target', 'Reason', 'Change']}
      className="admin-table--audit"
    >
      {entries.map((entry) => {
        const link = targetLink(entry);
        const id = entry.target_id === null ? '' : String(entry.target_id);
        const target = `${entry.target_type}${id ? (/^\d+$/.test(id) ? ` #${id}` : ` ${id}`) : ''}`;
        return (
          <tr key={entry.id}>
            <td>
              <When at={entry.created_at} />
            </td>
            <td>{entry.actor ? entry.actor.username : <span className="muted">system</span>}</td>
            <td>
              <code className="audit-action">{entry.action}</code>
            </td>
            <td>{link ? <Link to={link}>{target}</Link> : target}</td>
            <td className="admin-table__reason">{entry.reason || <span className="muted">—</span>}</td>
            <td>
              <Change entry={entry} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
