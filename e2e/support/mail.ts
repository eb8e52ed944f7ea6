import { expect, type Page } from '@playwright/test';
import { baseURL } from './demo.ts';
import { mailCatcherPorts } from './mail-ports.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Waits for a mail to `to` with a link to `path` that arrived at the run's SMTP catcher, and answers
 * the link (the n-th such mail, counting from 1, when several are expected).
 */
export async function linkFromMail(page: Page, to: string, path: string, nth = 1): Promise<string> {
  const { http } = mailCatcherPorts(Number(new URL(baseURL()).port));
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`http://127.0.0.1:${http}/messages`);
        const mails = ((await response.json()) as Mail[]).filter(
          (m) => m.to.toLowerCase() === to.toLowerCase() && m.text.includes(`${path}?token=`),
        );
        link = mails[nth - 1]?.text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0];
        return link !== undefined;
      },
      { message: `a mail to ${to} with a link to ${path}`, timeout: 20_000 },
    )
    .toBe(true);
  return link as string;
}
