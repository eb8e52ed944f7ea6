import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  NavigationType,
  type Navigator,
  type Path,
  Router,
  type To,
} from 'react-router';

/**
 * The app's router: React Router's own routing (`Router`, `useRoutes`, links, params) over a browser
 * history this module owns, rather than its data router. The data router brought some 57 KB of
 * code (17 KB compressed) that no page of the app runs — loaders, actions, fetchers, forms,
 * revalidation, server rendering — to every phone (issue 20 §1). What the app did use of it is here,
 * each a few lines over the history: navigations render in a transition whose pending state is the
 * progress bar, the scroll is restored by address, and a screen may hold a link away (the wardrobe's
 * unsaved changes).
 */

export interface NavigationState {
  action: NavigationType;
  location: Location;
  /** The navigation asked to keep the scroll where it is (a filter changed in place). */
  preventScrollReset: boolean;
}

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Path;
  historyAction: NavigationType;
}

export type BlockerFunction = (args: BlockerArgs) => boolean;

export type Blocker =
  | { state: 'unblocked' }
  | { state: 'blocked'; location: Path; proceed(): void; reset(): void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

interface BlockerEntry {
  test: BlockerFunction;
  show: (blocker: Blocker) => void;
}

/** The browser's history with the app's navigations: listeners, one blocker, and the saved scroll. */
export class AppHistory {
  private readonly history = createBrowserHistory({ v5Compat: true });
  private readonly listeners = new Set<(state: NavigationState) => void>();
  private blocker: BlockerEntry | null = null;
  /** The pop that undoes a blocked back or forward, which is not a navigation. */
  private ignoreNextPop = false;
  /** The back or forward the blocker has let through, not to be asked about again. */
  private passNextPop = false;
  private nextPreventScrollReset = false;
  state: NavigationState;

  constructor() {
    this.state = { action: this.history.action, location: this.history.location, preventScrollReset: false };
    this.history.listen(({ action, location, delta }) => {
      if (action === NavigationType.Pop) {
        if (this.ignoreNextPop) {
          this.ignoreNextPop = false;
          return;
        }
        const passed = this.passNextPop;
        this.passNextPop = false;
        if (!passed && delta && this.blocks(location, action, () => this.go(delta))) {
          this.ignoreNextPop = true;
          this.history.go(-delta);
          return;
        }
      }
      const preventScrollReset = this.nextPreventScrollReset;
      this.nextPreventScrollReset = false;
      this.state = { action, location, preventScrollReset };
      for (const listener of this.listeners) listener(this.state);
    });
  }

  readonly navigator: Navigator = {
    createHref: (to) => this.history.createHref(to),
    encodeLocation: (to) => this.history.encodeLocation(to),
    go: (delta) => this.history.go(delta),
    push: (to, state, options) => this.navigate(NavigationType.Push, to, state, options?.preventScrollReset),
    replace: (to, state, options) =>
      this.navigate(NavigationType.Replace, to, state, options?.preventScrollReset),
  };

  /** Calls `listener` with every navigation; returns the call that stops it. */
  listen(listener: (state: NavigationState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Lets `test` hold navigations while the returned call has not been made. */
  block(test: BlockerFunction, show: (blocker: Blocker) => void): () => void {
    const entry = { test, show };
    this.blocker = entry;
    return () => {
      if (this.blocker === entry) this.blocker = null;
    };
  }

  private navigate(action: NavigationType, to: To, state: unknown, preventScrollReset = false) {
    const go = () => {
      this.nextPreventScrollReset = preventScrollReset;
      if (action === NavigationType.Push) this.history.push(to, state);
      else this.history.replace(to, state);
    };
    if (!this.blocks(this.history.encodeLocation(to), action, go)) go();
  }

  /** A back or forward of `delta` entries that the blocker has let through. */
  private go(delta: number) {
    this.passNextPop = true;
    this.history.go(delta);
  }

  /** Asks the blocker about a navigation to `next`; when it holds it, `proceed` is what resumes it. */
  private blocks(next: Path, historyAction: NavigationType, proceed: () => void): boolean {
    const entry = this.blocker;
    if (!entry?.test({ currentLocation: this.state.location, nextLocation: next, historyAction }))
      return false;
    entry.show({
      state: 'blocked',
      location: next,
      proceed: () => {
        entry.show(UNBLOCKED);
        proceed();
      },
      reset: () => entry.show(UNBLOCKED),
    });
    return true;
  }
}

/** The scroll positions of this tab, by the key `getKey` makes of a location. */
const SCROLL_STORAGE_KEY = 'cito.scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

interface RouterState {
  history: AppHistory;
  state: NavigationState;
  pending: boolean;
  scroll: ScrollMemory;
}

interface ScrollMemory {
  /** The key a location's scroll position is kept under. */
  key: (location: Location) => string;
  positions: Record<string, number>;
  /** The location whose screen is on the page. */
  shown: Location;
}

const RouterStateContext = createContext<RouterState | null>(null);

function useRouterState(): RouterState {
  const context = useContext(RouterStateContext);
  if (!context) throw new Error('used outside AppRouter');
  return context;
}

interface AppRouterProps {
  history: AppHistory;
  /** The key a location's scroll position is kept under. */
  scrollKey: (location: Location) => string;
  children: ReactNode;
}

/**
 * Renders the app at the history's location. A navigation renders in a transition: the screen on
 * show stays until the next one is ready (its chunk loaded), and renders in slices that yield to the
 * browser. The root's first render is not one (see main.tsx).
 */
export function AppRouter({ history, scrollKey, children }: AppRouterProps) {
  const [state, setState] = useState(history.state);
  const [pending, startTransition] = useTransition();
  const scroll = useRef<ScrollMemory | null>(null);
  scroll.current ??= { key: scrollKey, positions: savedPositions(), shown: history.state.location };
  const memory = scroll.current;

  // the history's state this router rendered first, to catch a navigation before it subscribed
  const first = useRef(state);
  useLayoutEffect(() => {
    const stop = history.listen((next) => {
      // where the reader leaves this page, kept before the next one replaces it
      memory.positions[memory.key(memory.shown)] = window.scrollY;
      startTransition(() => setState(next));
    });
    if (history.state !== first.current) startTransition(() => setState(history.state));
    return stop;
  }, [history, memory]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () => {
      memory.positions[memory.key(memory.shown)] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(memory.positions));
      } catch {
        // storage full or blocked: positions are kept for this page's life only
      }
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, [memory]);

  return (
    <RouterStateContext.Provider value={{ history, state, pending, scroll: memory }}>
      <Router location={state.location} navigationType={state.action} navigator={history.navigator}>
        {children}
      </Router>
    </RouterStateContext.Provider>
  );
}

/**
 * After a navigation's screen is on the page: back to the position saved under its key, else to the
 * element its hash names, else to the top, unless the navigation kept the scroll where it was.
 * Rendered after the screen, so its layout effect runs once the screen's elements are in the
 * document (on the first visit, once its chunk has loaded).
 */
export function ScrollRestoration() {
  const { state, scroll } = useRouterState();
  useLayoutEffect(() => {
    scroll.shown = state.location;
    const saved = scroll.positions[scroll.key(state.location)];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (state.location.hash) {
      const target = document.getElementById(decodeURIComponent(state.location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!state.preventScrollReset) window.scrollTo(0, 0);
  }, [state, scroll]);
  return null;
}

/** Whether a navigation is under way (its screen's chunk loading, or rendering). */
export function useNavigationPending(): boolean {
  return useRouterState().pending;
}

/**
 * Holds the app's navigations (links, back and forward) while `shouldBlock` says so; the answer says
 * whether one is held and lets the screen go on with it or stay. A reload or a closed tab is the
 * browser's to ask about (`beforeunload`).
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const { history } = useRouterState();
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const test = useRef(shouldBlock);
  test.current = shouldBlock;
  useEffect(() => history.block((args) => test.current(args), setBlocker), [history]);
  return blocker;
}
