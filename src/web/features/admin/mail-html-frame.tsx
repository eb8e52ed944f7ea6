import type { SyntheticEvent } from 'react';

/**
 * The site's content security policy (style-src 'self') is inherited by a srcdoc frame, so the
 * inline styles a mail is made of would be blocked and the preview would not look like the mail.
 * Styles set through the CSSOM are not subject to that policy: once the frame has loaded, each
 * element's style attribute and each <style> element is applied again that way. The frame runs no
 * scripts (no allow-scripts); allow-same-origin is only there so this page can reach its document.
 */
function applyMailStyles(event: SyntheticEvent<HTMLIFrameElement>) {
  const frame = event.currentTarget;
  const doc = frame.contentDocument;
  const view = frame.contentWindow as (Window & typeof globalThis) | null;
  if (!doc || !view) return;
  for (const element of doc.querySelectorAll<HTMLElement>('[style]')) {
    element.style.cssText = element.getAttribute('style') ?? '';
  }
  const sheets: CSSStyleSheet[] = [];
  for (const style of doc.querySelectorAll('style')) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(style.textContent ?? '');
    sheets.push(sheet);
  }
  doc.adoptedStyleSheets = sheets;
}

/** A mail's HTML part, shown as it will arrive, with no scripts run. */
export function MailHtmlFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      className="mail-job__html"
      title={title}
      sandbox="allow-same-origin"
      srcDoc={html}
      onLoad={applyMailStyles}
    />
  );
}
