import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { SOCIAL, SPOTLIGHT_PICK_AHEAD_DAYS, type SpotlightPick } from '../../../common/home-social.ts';
import { USERNAME_MAX } from '../../../common/limits.ts';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Panel } from '../../ui/card.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { Status, useStatus } from '../../ui/status.tsx';
import { AdminTable, Loaded } from './admin-parts.tsx';
import { useAdminSpotlight, usePickSpotlight } from './spotlight-api.ts';

const DAY_MS = 24 * 3_600_000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

function PickRow({ pick, today }: { pick: SpotlightPick; today: string }) {
  return (
    <tr className={pick.day === today ? 'admin-spotlight__today' : undefined}>
      <td>
        <time dateTime={pick.day}>{dayFormat.format(new Date(`${pick.day}T00:00:00.000Z`))}</time>
        {pick.day === today && <span className="badge admin-spotlight__badge">Today</span>}
      </td>
      <td>
        {pick.member ? (
          <Link to={`/profile/${encodeURIComponent(pick.member.username)}`}>{pick.member.username}</Link>
        ) : (
          <span className="muted">Nobody</span>
        )}
      </td>
      <td>{pick.picked_by ?? <span className="muted">The daily rule</span>}</td>
    </tr>
  );
}

function PickForm({ today }: { today: string }) {
  const [day, setDay] = useState(today);
  const [username, setUsername] = useState('');
  const [status, show] = useStatus();
  const pick = usePickSpotlight();

  function submit(event: FormEvent) {
    event.preventDefault();
    pick.mutate(
      { day, username: username.trim() },
      {
        onSuccess: (answer) => {
          show(answer.message, 'success');
          setUsername('');
        },
        onError: (error) => show(failureMessage(error, SOCIAL.spotlightNotEligible), 'error'),
      },
    );
  }

  return (
    <form className="form admin-spotlight__form" onSubmit={submit}>
      <TextField
        label="Day (UTC)"
        type="date"
        required
        min={today}
        max={dayAfter(today, SPOTLIGHT_PICK_AHEAD_DAYS)}
        value={day}
        onChange={(event) => setDay(event.currentTarget.value)}
      />
      <TextField
        label="Member"
        required
        maxLength={USERNAME_MAX}
        autoComplete="off"
        value={username}
        onChange={(event) => setUsername(event.currentTarget.value)}
      />
      <Button type="submit" busy={pick.isPending}>
        Put in the spotlight
      </Button>
      <Status status={status} />
    </form>
  );
}

/**
 * The daily spotlight in the admin panel (issue 19 §3): the picks of the last and next two weeks, and
 * a form to pick the member for today or a day ahead.
 */
export function AdminSpotlightPanel() {
  const spotlight = useAdminSpotlight();
  return (
    <Panel title="Spotlight">
      <Loaded query={spotlight} what="the spotlight">
        {(data) => (
          <div className="admin-spotlight">
            <p className="muted">
              One member a day, picked by the daily rule among active members with a saved avatar, unless an
              administrator picks someone.
            </p>
            {data.picks.length === 0 ? (
              <p>Nobody has been in the spotlight lately.</p>
            ) : (
              <AdminTable label="Spotlight picks" columns={['Day', 'Member', 'Picked by']}>
                {data.picks.map((pick) => (
                  <PickRow key={pick.day} pick={pick} today={data.today} />
                ))}
              </AdminTable>
            )}
            <PickForm today={data.today} />
          </div>
        )}
      </Loaded>
    </Panel>
  );
}
