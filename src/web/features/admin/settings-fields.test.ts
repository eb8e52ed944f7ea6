import { describe, expect, it } from 'vitest';
import { changedSettings, fromDraft, sectionsFor, settingOfError, toDraft } from './settings-fields.ts';

const stored = {
  site_name: 'Cito',
  registration: 'open',
  email_verification_required: true,
  blocked_email_domains: ['spam.example'],
  upload_per_hour: null,
  post_interval_seconds: 10,
  brand_new: 5,
};

describe('settings form', () => {
  it('gives every stored setting a field, unknown ones under Other', () => {
    const sections = sectionsFor(stored);
    const keys = sections.flatMap((section) => section.fields.map((field) => field.key));
    expect(keys.sort()).toEqual(Object.keys(stored).sort());
    expect(sections.at(-1)).toMatchObject({ title: 'Other', fields: [{ key: 'brand_new', kind: 'number' }] });
  });

  it('turns lines into lists and an empty optional number into null', () => {
    expect(fromDraft('list', ' a.example \n\nb.example')).toEqual(['a.example', 'b.example']);
    expect(fromDraft('optional-number', '')).toBeNull();
    expect(fromDraft('optional-number', '12')).toBe(12);
    expect(fromDraft('checkbox', false)).toBe(false);
  });

  it('sends only what changed', () => {
    const sections = sectionsFor(stored);
    const draft = { ...toDraft(stored), site_name: 'Pixel Town', upload_per_hour: '30' };
    expect(toDraft(stored).blocked_email_domains).toBe('spam.example');
    expect(changedSettings(sections, draft, stored)).toEqual({
      site_name: 'Pixel Town',
      upload_per_hour: 30,
    });
    expect(changedSettings(sections, toDraft(stored), stored)).toEqual({});
  });

  it('finds the setting a server message is about', () => {
    expect(settingOfError('Setting "post_interval_seconds": Expected integer')).toBe('post_interval_seconds');
    expect(settingOfError('Something else')).toBeNull();
  });
});
