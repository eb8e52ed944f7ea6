/** The e2e mail catcher's ports for a site on `port` (playwright.config.ts starts it). */
export function mailCatcherPorts(port: number): { smtp: number; http: number } {
  return { smtp: port + 10_000, http: port + 20_000 };
}
