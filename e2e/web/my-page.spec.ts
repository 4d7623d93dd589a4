import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import {
  API_PATHS,
  COPY,
  PROFILE_IMAGE_MAX_BYTES,
  ROUTES,
  type CurrentUser,
  type JobCatalogue,
} from '@growday/contracts';
import { E2E_WEB_ORIGIN } from '../stack';
import { signInAs, uniqueUsername } from './session-helpers';
import { reactHydrated } from './hydration';

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid-colour RGB PNG, made here so the repository holds no binary file. */
function solidPng(side: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: side }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: side }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function me(page: Page): Promise<CurrentUser | null> {
  return ((await (await page.request.get(API_PATHS.currentUser)).json()) as { data: CurrentUser | null }).data;
}

const myTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: COPY.myPage.tabs }).getByRole('link', { name, exact: true });
const usernameInput = (page: Page) => page.getByLabel(COPY.myPage.username, { exact: true });
const fieldError = (page: Page, field: string) => page.locator(`.gd-form-error[data-field="${field}"]`);
const imagePicker = (page: Page) => page.locator('#gd-profile-profile');
const saveButton = (page: Page) => page.getByRole('button', { name: COPY.myPage.save, exact: true });

/** Wait until React has hydrated the form, so typing and picking reach its handlers. */
async function formReady(page: Page) {
  await reactHydrated(page, '.gd-profile-form');
}

test('SH-ROUTE-11 SH-USER-03 SH-USER-04 SH-USER-05 a new username and a PNG are saved: the header shows the name and the image loads', async ({
  page,
}) => {
  await signInAs(page, uniqueUsername('mp_edit'));
  const before = await me(page);
  await page.goto(ROUTES.myProfile);
  await expect(myTab(page, COPY.myPage.profileTab)).toHaveAttribute('aria-current', 'page');
  await formReady(page);
  await expect(usernameInput(page)).toHaveValue(before!.username!);

  const newName = uniqueUsername('mp_new');
  await usernameInput(page).fill(newName);
  await imagePicker(page).setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: solidPng(32, [62, 166, 255]),
  });
  // The picked image shows as a preview before saving.
  await expect(page.getByTestId('profile-image')).toHaveAttribute('src', /^blob:/);

  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(API_PATHS.currentUser));
  await saveButton(page).click();
  // Chromium hides multipart bodies holding a file from Playwright; the unit tests check the fields.
  expect((await put).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  await expect(page.locator('.gd-profile-form').getByRole('status')).toHaveText(COPY.myPage.saved);
  await expect(page.getByTestId('header-username')).toHaveText(newName);
  const after = await me(page);
  expect(after?.username).toBe(newName);
  expect(after?.profileKey).toBeTruthy();
  expect([after?.jobId, after?.jobGroupId]).toEqual([before?.jobId, before?.jobGroupId]);

  const image = page.getByTestId('profile-image');
  await expect(image).not.toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const src = new URL((await image.getAttribute('src'))!, E2E_WEB_ORIGIN);
  const file = await page.request.get(src.href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^image\//);

  // Saving again with nothing changed sends nothing.
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts++;
  });
  await saveButton(page).click();
  await expect(page.locator('.gd-profile-form').getByRole('status')).toHaveText(COPY.myPage.nothingChanged);
  expect(puts).toBe(0);

  // Choosing a job sends the job fields alone (a text-only body Playwright can read).
  const [group] = ((await (await page.request.get(API_PATHS.jobs)).json()) as { data: JobCatalogue }).data.jobGroups;
  const job = group?.jobs[0];
  if (!group || !job) throw new Error('the seed has no job catalogue');
  await page.getByLabel(COPY.myPage.jobGroup, { exact: true }).selectOption(String(group.id));
  await page.getByLabel(COPY.myPage.job, { exact: true }).selectOption(String(job.id));
  const jobPut = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(API_PATHS.currentUser));
  await saveButton(page).click();
  const body = (await jobPut).postDataBuffer()?.toString('utf8') ?? '';
  expect(body).toContain('name="jobGroupId"');
  expect(body).toContain('name="jobId"');
  expect(body).not.toContain('name="username"');
  expect(body).not.toContain('name="profile"');
  await expect(page.locator('.gd-profile-form').getByRole('status')).toHaveText(COPY.myPage.saved);
  expect(await me(page)).toMatchObject({ jobGroupId: group.id, jobId: job.id, username: newName });
});

test('a non-image or oversized file shows the error under the picker and the profile stays unchanged', async ({
  page,
}) => {
  await signInAs(page, uniqueUsername('mp_bad'));
  const before = await me(page);
  await page.goto(ROUTES.myProfile);
  await formReady(page);
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts++;
  });

  // Checked in the browser: a text file, then a PNG over the size limit.
  await imagePicker(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(fieldError(page, 'profile')).toHaveText(COPY.profileErrors.imageType);
  await imagePicker(page).setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1),
  });
  await expect(fieldError(page, 'profile')).toHaveText(
    COPY.profileErrors.imageTooLarge(PROFILE_IMAGE_MAX_BYTES / 1024 / 1024),
  );
  expect(puts).toBe(0);

  // Declared a PNG but not one: the server refuses it and its message shows under the picker.
  await imagePicker(page).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await expect(fieldError(page, 'profile')).toHaveCount(0);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith(API_PATHS.currentUser),
  );
  await saveButton(page).click();
  expect((await answered).status()).toBe(400);
  await expect(fieldError(page, 'profile')).toHaveText(COPY.profileErrors.imageType);

  expect(await me(page)).toEqual(before);
});

test('a taken username shows the server error under the username field', async ({ page, playwright }) => {
  const taken = uniqueUsername('mp_taken');
  const other = await playwright.request.newContext({ baseURL: E2E_WEB_ORIGIN });
  const made = await other.post(API_PATHS.devLogin, { data: { username: taken }, headers: { origin: E2E_WEB_ORIGIN } });
  expect(made.ok()).toBe(true);
  await other.dispose();

  await signInAs(page, uniqueUsername('mp_mine'));
  const before = await me(page);
  await page.goto(ROUTES.myProfile);
  await formReady(page);
  await usernameInput(page).fill(taken);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith(API_PATHS.currentUser),
  );
  await saveButton(page).click();
  expect((await answered).status()).toBe(409);
  await expect(fieldError(page, 'username')).toHaveText(COPY.profileErrors.usernameTaken);
  await expect(usernameInput(page)).toHaveAttribute('aria-invalid', 'true');
  expect((await me(page))?.username).toBe(before?.username);
});

test('SH-ROUTE-11 the comment page shows the empty state under the 내 댓글 tab', async ({ page }) => {
  await signInAs(page, uniqueUsername('mp_cmt'));
  await page.goto(ROUTES.myComments);
  await expect(page.getByRole('heading', { level: 1, name: COPY.myPage.title })).toBeVisible();
  await expect(myTab(page, COPY.myPage.commentTab)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(COPY.myPage.commentEmpty)).toBeVisible();
  await myTab(page, COPY.myPage.profileTab).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.myProfile}$`));
  await expect(usernameInput(page)).toBeVisible();
});

test('a visitor on either my page gets the login prompt, whose button opens the login dialog', async ({ page }) => {
  for (const route of [ROUTES.myProfile, ROUTES.myComments]) {
    await page.goto(route);
    const prompt = page.getByTestId('my-page-login-prompt');
    await expect(prompt).toContainText(COPY.myPage.loginPrompt);
    await expect(page.locator('.gd-profile-form')).toHaveCount(0);
    await expect(page.getByText(COPY.myPage.commentEmpty)).toHaveCount(0);
  }
  await reactHydrated(page, '[data-testid="my-page-login-prompt"]');
  await page.getByTestId('my-page-login-prompt').getByRole('button', { name: COPY.header.login }).click();
  await expect(page.getByRole('dialog', { name: COPY.login.title })).toBeVisible();
});
