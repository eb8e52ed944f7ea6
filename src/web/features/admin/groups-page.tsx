import { Status, useStatus } from '../../ui/status.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { Loaded } from './admin-parts.tsx';
import { CategoryList } from './category-list.tsx';
import { GroupList } from './group-list.tsx';
import { useGroups } from './groups-api.ts';
import { PermissionMatrix } from './permission-matrix.tsx';

function GroupsLoader() {
  const groups = useGroups();
  const [status, show] = useStatus(5000);
  return (
    <>
      <Status status={status} className="admin-status" />
      <Loaded query={groups} what="groups and categories">
        {(data) => (
          <div className="admin-stack">
            <GroupList groups={data.groups} show={show} />
            <CategoryList categories={data.categories} show={show} />
            <PermissionMatrix data={data} show={show} />
          </div>
        )}
      </Loaded>
    </>
  );
}

export function AdminGroupsPage() {
  return (
    <AdminFrame title="Groups & Categories" subtitle="Who belongs where, and what each group may do.">
      <GroupsLoader />
    </AdminFrame>
  );
}
