import { linkFromMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

// issue 16 §2 and 'How it is checked': forgot password through to signed in with the new password,
// the link read from the mail that reached a real SMTP server.
test('a member who forgot their password gets a link by mail, sets a new one and is signed in', async ({
  page,
  browser,
}) => {
  const username = `reset_${Date.now().toString(36)}`;
  const email = `${username}@example.test`;
  const register = await page.request.post('/api/register', {
    data: { username, email, password: 'old-password' },
  });
  expect(register.status()).toBe(201);

  // Another browser where the member is still signed in with the old password.
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signIn = await elsewhere.request.post('/api/login', { data: { email, password: 'old-password' } });
  expect(signIn.status()).toBe(200);

  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText('If an account uses that address, we have sent it a link')).toBeVisible();

  const link = await linkFromMail(page, email, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('new-password');
  await page.getByLabel('Confirm new password').fill('not-the-same');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('new-password');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();

  await expect(page).toHaveURL(/\/\?password_reset=true$/);
  await expect(page.getByText('Your new password is set and you are signed in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(username);

  // The other browser's session ended; the link works once; the new password signs in.
  expect((await elsewhere.request.get('/api/whoami')).status()).toBe(401);
  await elsewhere.close();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-password');
  await page.getByLabel('Confirm new password').fill('third-password');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(
    page.getByText('This reset link has already been used. Please ask for a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('new-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the forgot-password page answers the same for an address nobody uses', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`nobody_${Date.now().toString(36)}@example.test`);
  await page.keyboard.press('Enter');
  await expect(page.getByText('If an account uses that address, we have sent it a link')).toBeVisible();
});
