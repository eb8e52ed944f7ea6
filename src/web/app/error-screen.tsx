import { Component, type ReactNode } from 'react';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { isLoadFailure, LOAD_FAILED_TEXT } from './load-failure.ts';

function explain(error: unknown): string {
  // a new deployment replaces the chunk files; a reload fetches the current ones
  return isLoadFailure(error) ? LOAD_FAILED_TEXT : 'Something went wrong while showing this page.';
}

/** What a screen that failed shows in its place. */
export function ErrorScreen({ error }: { error: unknown }) {
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

/**
 * Catches the errors of what it holds and shows the error screen instead: around a screen inside the
 * layout, so the header and footer stay usable, and around the whole app. When `resetKey` changes
 * (the address, for a screen) an error shown is cleared so the next page starts afresh; what it holds
 * is not remounted, so a screen that changes its own address (a moved thread) keeps its state.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  { error: unknown; resetKey?: string }
> {
  override state: { error: unknown; resetKey?: string } = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: string },
    state: { error: unknown; resetKey?: string },
  ): { error: unknown; resetKey?: string } | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorScreen error={this.state.error} />;
  }
}
