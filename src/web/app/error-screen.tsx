import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

function explain(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  // a new deployment replaces the chunk files; a reload fetches the current ones
  if (error instanceof TypeError && /dynamically imported module|Importing a module/i.test(error.message)) {
    return 'A part of the site could not be loaded. It may have just been updated.';
  }
  return 'Something went wrong while showing this page.';
}

/** Catches errors of a screen inside the layout, so the header and footer stay usable. */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <div className="page narrow">
      <Card className="error-card">
        <h1>Oops, a glitch!</h1>
        <p>{explain(error)}</p>
        <div className="button-row">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <ButtonLink to="/" variant="secondary">
            Go home
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
