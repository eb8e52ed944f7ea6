import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/card.tsx';
import { WrappedField } from '../../ui/form-field.tsx';
import { AdminFrame, useAdminRole } from './admin-frame.tsx';
import { AdminTable, Loaded, Pager, StandingBadges, When } from './admin-parts.tsx';
import type { MemberList } from './admin-types.ts';
import { searchOf, useMembers } from './api.ts';
import { CreateMember } from './create-member.tsx';
import { standingBadges } from './standing-text.ts';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function MemberTable({ list }: { list: MemberList }) {
  if (list.users.length === 0)
    return <EmptyState title="No members found">Try another name or address.</EmptyState>;
  return (
    <AdminTable label="Members" columns={['Member', 'E-mail', 'Groups', 'Joined', 'Last seen']}>
      {list.users.map((user) => (
        <tr key={user.id}>
          <th scope="row">
            <Link to={`/admin/members/${user.id}`}>{user.username}</Link>{' '}
            <StandingBadges badges={standingBadges(user)} />
          </th>
          <td className="admin-table__email">{user.email}</td>
          <td>{user.groups.length > 0 ? user.groups.join(', ') : <span className="muted">none</span>}</td>
          <td>
            <When at={user.created_at} withTime={false} />
          </td>
          <td>
            <When at={user.last_seen_at} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function MemberSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFrom(params);
  const [text, setText] = useState(q);
  const members = useMembers(q, page);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(searchOf({ q: text.trim() }));
  };

  return (
    <div className="admin-stack">
      <form className="admin-search" aria-label="Search members" onSubmit={search}>
        <WrappedField
          label="Name or e-mail"
          className="admin-search__field"
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      <Loaded query={members} what="members">
        {(list) => (
          <>
            <p className="admin-count" aria-live="polite">
              {formatCount(list.total)} {list.total === 1 ? 'member' : 'members'}
              {q && ` matching “${q}”`}
            </p>
            <MemberTable list={list} />
            <Pager
              page={list.page}
              total={list.total}
              perPage={list.per_page}
              label="Member pages"
              onPage={(next) => setParams(searchOf({ q, page: next }))}
            />
          </>
        )}
      </Loaded>
    </div>
  );
}

export function AdminMembersPage() {
  const isAdmin = useAdminRole() === 'admin';
  return (
    <AdminFrame title="Members" subtitle="Find a member by name or e-mail address." moderators>
      {isAdmin && (
        <div className="button-row">
          <CreateMember />
        </div>
      )}
      <MemberSearch />
    </AdminFrame>
  );
}
