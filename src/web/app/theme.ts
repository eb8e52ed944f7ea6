import { useCallback, useState } from 'react';

export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'cito.theme';

function appliedTheme(): Theme {
  // the inline script of index.html has already applied the stored choice before React started
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Light or dark (default light), kept on this device (spec 1 §4). */
export function useTheme() {
  const [theme, setTheme] = useState<Theme>(appliedTheme);

  const toggle = useCallback(() => {
    const next: Theme = appliedTheme() === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
    setTheme(next);
  }, []);

  return [theme, toggle] as const;
}
