import { createContext, useContext } from 'react';
import { LiveRegistry } from './live-registry.ts';

// Without a provider (a screen rendered on its own) hooks talk to an idle registry and do nothing.
export const LiveContext = createContext<LiveRegistry>(new LiveRegistry());

export function useLiveRegistry(): LiveRegistry {
  return useContext(LiveContext);
}
