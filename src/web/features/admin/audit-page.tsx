import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { apiGet, failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/status.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { Loaded, Pager } from './admin-parts.tsx';
import type { AuditFilters, MemberList } from './admin-types.ts';
import { type Ok, searchOf, useAudit } from './api.ts';
import { AuditTable } from './audit-table.tsx';

const ACTIONS = [
  'thread.lock',
  'thread.move',
  'post.delete',
  'report.resolve',
  'design.approve',
  'user.create',
  'user.suspend',
  'user.silence',
  'user.groups',
  'user.grant',
  'user.delete',
  'group.create',
  'group.permissions',
  'category.create',
  'setting.update',
  'site.backup',
  'spotlight.pick',
];
const TARGET_TYPES = [
  'user',
  'thread',
  'post',
  'report',
  'design',
  'group',
  'category',
  'setting',
  'mail',
  'site',
  'spotlight',
];
const FILTER_KEYS = ['actor_id', 'action', 'target_type', 'target_id'] as const;

function filtersFrom(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** The id of the member with exactly this name (the staff filter takes a name or an id). */
async function actorIdOf(text: string): Promise<string | null> {
  if (/^\d+$/.test(text)) return text;
  const answer = await apiGet<Ok<MemberList>>(`/api/admin/users${searchOf({ q: text })}`);
  const found = answer.users.find((user) => user.username.toLowerCase() === text.toLowerCase());
  return found ? String(found.id) : null;
}

function AuditFilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (f: AuditFilters) => void;
}) {
  const id = useId();
  const [actor, setActor] = useState(filters.actor_id ?? '');
  const [action, setAction] = useState(filters.action ?? '');
  const [targetType, setTargetType] = useState(filters.target_type ?? '');
  const [targetId, setTargetId] = useState(filters.target_id ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let actorId: string | null = null;
    if (actor.trim()) {
      try {
        actorId = await actorIdOf(actor.trim());
      } catch (failure) {
        return setError(failureMessage(failure, 'Could not look the staff member up.'));
      }
      if (!actorId) return setError(`No member is called ${actor.trim()}.`);
    }
    onApply({
      actor_id: actorId ?? undefined,
      action: action.trim() || undefined,
      target_type: targetType || undefined,
      target_id: targetId.trim() || undefined,
    });
  };

  return (
    <form className="audit-filters" onSubmit={submit} aria-label="Filter the audit log">
      <TextField
        label="Staff member"
        placeholder="name or id"
        value={actor}
        onChange={(e) => setActor(e.target.value)}
      />
      <TextField
        label="Action"
        list={`${id}-actions`}
        value={action}
        onChange={(e) => setAction(e.target.value)}
      />
      <datalist id={`${id}-actions`}>
        {ACTIONS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <SelectField
        label="Target type"
        options={TARGET_TYPES}
        value={targetType}
        onChange={(e) => setTargetType(e.target.value)}
      >
        <option value="">Any</option>
      </SelectField>
      <TextField
        label="Target id"
        inputMode="numeric"
        value={targetId}
        onChange={(e) => setTargetId(e.target.value)}
      />
      <div className="audit-filters__buttons button-row">
        <Button type="submit">Filter</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setActor('');
            setAction('');
            setTargetType('');
            setTargetId('');
            setError(null);
            onApply({});
          }}
        >
          Clear
        </Button>
      </div>
      {error && (
        <div className="audit-filters__error">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
    </form>
  );
}

function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const audit = useAudit(filters, page);

  return (
    <div className="admin-stack">
      <AuditFilterForm
        key={params.toString()}
        filters={filters}
        onApply={(next) => setParams(searchOf({ ...next }))}
      />
      <Loaded query={audit} what="the audit log">
        {(list) => (
          <>
            <p className="admin-count" aria-live="polite">
              {formatCount(list.total)} {list.total === 1 ? 'entry' : 'entries'}, newest first
            </p>
            <AuditTable entries={list.entries} label="Audit log" />
            <Pager
              page={list.page}
              total={list.total}
              perPage={list.per_page}
              label="Audit log pages"
              onPage={(next) => setParams(searchOf({ ...filters, page: next }))}
            />
          </>
        )}
      </Loaded>
    </div>
  );
}

export function AdminAuditPage() {
  return (
    <AdminFrame title="Audit Log" subtitle="Every staff action: who, what, on what, when, and why.">
      <AuditLog />
    </AdminFrame>
  );
}
