import { describe, expect, it } from 'vitest';
import { composeMail } from './compose.ts';

const base = {
  siteName: 'Cito',
  origin: 'https://cito.example',
  subject: 'Hello',
  heading: 'Hello there',
  paragraphs: ['One'],
};

describe('composeMail', () => {
  it('escapes what members wrote in the HTML part and leaves the text part as written', () => {
    const mail = composeMail({
      ...base,
      heading: '<script>alert(1)</script>',
      paragraphs: ['Tom & "Jerry" <img src=x onerror=alert(1)>'],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).toContain('Tom &#38; &#34;Jerry&#34;');
    expect(mail.text).toContain('Tom & "Jerry" <img src=x onerror=alert(1)>');
  });

  it('keeps a link from breaking out of its attribute', () => {
    const mail = composeMail({ ...base, action: { label: 'Go', url: 'https://cito.example/x"><b>' } });
    expect(mail.html).toContain('href="https://cito.example/x&#34;&#62;&#60;b&#62;"');
  });

  it('makes the subject one line with the site name, so a title cannot add headers', () => {
    const mail = composeMail({ ...base, subject: 'Title\r\nBcc: victim@example.test' });
    expect(mail.subject).toBe('Title Bcc: victim@example.test · Cito');
  });

  it('links back to the site in both parts, with the button and the unsubscribe link', () => {
    const mail = composeMail({
      ...base,
      action: { label: 'Read the thread', url: 'https://cito.example/thread/a/b' },
      unsubscribeUrl: 'https://cito.example/api/unsubscribe?token=t',
    });
    expect(mail.text).toContain('Read the thread: https://cito.example/thread/a/b');
    expect(mail.text).toContain('Cito · https://cito.example/');
    expect(mail.text).toContain('Unsubscribe: https://cito.example/api/unsubscribe?token=t');
    expect(mail.html).toContain('href="https://cito.example/"');
    expect(mail.html).toContain('href="https://cito.example/api/unsubscribe?token=t"');
  });
});
