import { expect, test } from '@playwright/test';

import { ensureAccount, signIn } from './accounts';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a student adds a profile picture, and a file that is not a picture is refused', async ({
  page,
}) => {
  const username = await ensureAccount('student', 'e2e.pictured');
  await signIn(page, 'student', username);
  await page.getByRole('link', { name: /Your profile/ }).click();

  await page.getByLabel('Add a picture').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>not a picture</html>'),
  });
  await expect(page.getByText('That file is not a picture the portal can show.')).toBeVisible();

  await page
    .getByLabel('Add a picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your picture is saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
    'src',
    /^\/media\//,
  );
});
