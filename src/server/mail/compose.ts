/**
 * Every mail the site sends has a plain-text and an HTML part in the site's look, the site's name,
 * and a link back to the site (issue 16 §1). A mail is described once, as a heading, paragraphs
 * and at most one button, and both parts are made from that.
 */
export interface MailContent {
  siteName: string;
  /** The site's origin (PUBLIC_ORIGIN), for the link back and the footer. */
  origin: string;
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  /** The one thing the mail asks the reader to do, e.g. 'Choose a new password'. */
  action?: { label: string; url: string };
  /** Small print under the message (why they got it). */
  footnote?: string;
  /** A one-click unsubscribe link (notification mails). */
  unsubscribeUrl?: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Subjects are one line; a member's thread title must not add headers. */
const oneLine = (text: string): string =>
  text
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, 250);

export function composeMail(content: MailContent): ComposedMail {
  const subject = oneLine(`${content.subject} · ${content.siteName}`);
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '-- ',
    `${content.siteName} · ${content.origin}/`,
    ...(content.footnote ? [content.footnote] : []),
    ...(content.unsubscribeUrl ? [`Unsubscribe: ${content.unsubscribeUrl}`] : []),
  ].join('\n');

  const font = "'Pixelify Sans', 'Courier New', monospace";
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#5b3fd6;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border:3px solid #1b1530;box-shadow:4px 4px 0 #1b1530;font-family:${font}">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#5a5470">Or paste this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#5b3fd6;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#efeaf9;color:#1b1530;font-family:Verdana,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#efeaf9;padding:24px 8px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:3px solid #1b1530;box-shadow:6px 6px 0 #1b1530">
<tr><td style="background:#1b1530;padding:14px 20px"><a href="${escapeHtml(content.origin)}/" style="color:#ffd84a;text-decoration:none;font-family:${font};font-size:22px;font-weight:bold;letter-spacing:1px">${escapeHtml(content.siteName)}</a></td></tr>
<tr><td style="padding:20px 24px;font-size:15px;line-height:1.5">
<h1 style="font-family:${font};font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${button}
</td></tr>
<tr><td style="border-top:3px dashed #d6cfe8;padding:12px 24px;font-size:12px;color:#5a5470">
<a href="${escapeHtml(content.origin)}/" style="color:#5b3fd6">${escapeHtml(content.siteName)}</a>${content.footnote ? ` · ${escapeHtml(content.footnote)}` : ''}${content.unsubscribeUrl ? `<br><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#5a5470">Unsubscribe</a>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}
