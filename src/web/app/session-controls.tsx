import { Link, useNavigate } from 'react-router';
import { useCurrentUser, useLogout } from '../api/session.ts';
import { Status, useStatus } from '../ui/status.tsx';

/** The username link and Logout when signed in; a Login link otherwise (spec 1 §2). */
export function SessionControls() {
  const user = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const [status, showStatus] = useStatus();

  if (!user) {
    return (
      <Link to="/" className="btn btn--primary btn--sm">
        Login
      </Link>
    );
  }

  return (
    <>
      <Link to="/account" className="header-user" title={`${user.username}: Account overview`}>
        {user.username}
      </Link>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        disabled={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSuccess: () => navigate('/'),
            onError: () => showStatus('Logout failed. Please try again.', 'error'),
          })
        }
      >
        Logout
      </button>
      <Status status={status} className="header-toast" />
    </>
  );
}
