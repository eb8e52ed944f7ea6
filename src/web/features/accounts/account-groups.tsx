import type { GroupInfo, GroupPermission } from '../../../common/api-types.ts';
import { EmptyState, Panel } from '../../ui/card.tsx';

const FLAGS = [
  ['can_view', 'view'],
  ['can_post', 'post'],
  ['can_reply', 'reply'],
  ['can_moderate', 'moderate'],
] as const;

/** Spec 2 §2: one badge per granted permission; a flag that is not granted shows nothing. */
function PermissionBadges({ permission }: { permission: GroupPermission }) {
  const granted = FLAGS.filter(([flag]) => permission[flag]);
  if (granted.length === 0) return <span className="muted">no access</span>;
  return (
    <ul className="account-badges" aria-label={`Permissions in ${permission.name}`}>
      {granted.map(([flag, label]) => (
        <li key={flag} className={`badge account-badge account-badge--${label}`}>
          {label}
        </li>
      ))}
    </ul>
  );
}

function GroupPanel({ group }: { group: GroupInfo }) {
  return (
    <Panel title={group.name} headingLevel={3} className="account-group">
      {group.permissions.length === 0 ? (
        <p className="muted account-group__none">This group grants no forum permissions of its own.</p>
      ) : (
        <ul className="account-group__list">
          {group.permissions.map((permission) => (
            <li key={permission.category_id} className="account-group__row">
              <span className="account-group__category">{permission.name}</span>
              <PermissionBadges permission={permission} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The user's groups with their per-category permissions (spec 2 §2 Account overview). */
export function AccountGroups({ groups }: { groups: GroupInfo[] }) {
  return (
    <section className="account-groups" aria-labelledby="account-groups-title">
      <h2 id="account-groups-title" className="account-groups__title">
        Your groups
      </h2>
      {groups.length === 0 ? (
        <EmptyState title="No groups yet">Groups you join will show up here.</EmptyState>
      ) : (
        groups.map((group) => <GroupPanel key={group.name} group={group} />)
      )}
    </section>
  );
}
