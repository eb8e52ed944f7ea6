import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('ACCESS_LOG', () => {
  it('is off unless set, in production too', () => {
    expect(loadConfig({}).accessLog).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).accessLog).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ACCESS_LOG: 'true' }).accessLog).toBe(true);
  });

  it('refuses a value that is not true or false, naming the variable', () => {
    expect(() => loadConfig({ ACCESS_LOG: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ ACCESS_LOG: 'loud' })).toThrow(/ACCESS_LOG/);
  });
});
