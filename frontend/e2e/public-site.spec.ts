// The public site (issue 5): the navigation bar's menus on a desktop and a phone, the logo's
// fallback, the carousel, the not-found page, and screenshots of the landing page.
import { expect, test, type Page } from '@playwright/test';

import { storeSettings } from './database';

const SCREENSHOTS = '../screenshots';

/** Every menu item of spec §2 "Navigation bar", with the heading of the page it opens. */
const MENUS: { group: string; item: string; path: string; heading: string }[] = [
  {
    group: 'About',
    item: 'Office of the Proprietress',
    path: '/about/office-proprietress',
    heading: 'Office of the Proprietress',
  },
  { group: 'About', item: 'Admin Desk', path: '/about/admin-desk', heading: 'Admin Desk' },
  { group: 'Admissions', item: 'How to Apply', path: '/how-to-apply', heading: 'How to apply' },
  {
    group: 'Academics',
    item: 'Academic Structure',
    path: '/academics/structure',
    heading: 'Academic Structure',
  },
  { group: 'Academics', item: 'Curriculum', path: '/academics/curriculum', heading: 'Curriculum' },
  { group: 'News', item: 'Events', path: '/news/events', heading: 'Events' },
  {
    group: 'Portal',
    item: 'Prospective Students',
    path: '/portal/prospective-students',
    heading: 'Prospective Students',
  },
  { group: 'Portal', item: 'Parents', path: '/parent-login', heading: 'Parent sign-in' },
  { group: 'Portal', item: 'Staff', path: '/teacher-login', heading: 'Teacher sign-in' },
  {
    group: 'Portal',
    item: 'Returning Students',
    path: '/student-login',
    heading: 'Student sign-in',
  },
  { group: 'Portal', item: 'Admin', path: '/admin-login', heading: 'Admin sign-in' },
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const groupButton = (page: Page, name: string) =>
  nav(page).getByRole('button', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('every menu item of the navigation bar reaches its page', async ({ page }) => {
  await page.goto('/');
  for (const { group, item, path, heading } of MENUS) {
    const button = groupButton(page, group);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await nav(page).getByRole('link', { name: item, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }
  await nav(page).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student-login$/);
});

test("the footer's columns reach the pages the menus do not name", async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  await footer.getByRole('link', { name: 'School activities' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('School activities');
  await expect(page).toHaveURL(/\/school_activities$/);
});

test('one dropdown is open at a time and it closes as spec §2 says', async ({ page }) => {
  await page.goto('/');
  const about = groupButton(page, 'About');
  const academics = groupButton(page, 'Academics');
  const aboutMenu = page.locator('#about-menu');

  // Opening another closes the first.
  await about.click();
  await expect(aboutMenu).toBeVisible();
  await academics.click();
  await expect(aboutMenu).toBeHidden();
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await expect(academics).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page).locator('[aria-expanded="true"]')).toHaveCount(1);

  // A second click closes it.
  await academics.click();
  await expect(academics).toHaveAttribute('aria-expanded', 'false');

  // A click outside closes it.
  await about.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(aboutMenu).toBeHidden();

  // Escape closes it and gives the focus back to its button.
  await about.click();
  await page.keyboard.press('Escape');
  await expect(aboutMenu).toBeHidden();
  await expect(about).toBeFocused();

  // The keyboard: ArrowDown opens it on its first item, the arrows move, Tab leaves and closes.
  await page.keyboard.press('ArrowDown');
  await expect(aboutMenu).toBeVisible();
  await expect(aboutMenu.getByRole('link', { name: 'Office of the Proprietress' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(aboutMenu.getByRole('link', { name: 'Admin Desk' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(aboutMenu.getByRole('link', { name: 'Office of the Proprietress' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(aboutMenu).toBeHidden();

  // Enter on a focused button opens it, and Enter on an item follows it.
  await academics.focus();
  await page.keyboard.press('Enter');
  await expect(academics).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/academics\/structure$/);
});

test('the bar gets a stronger background once the page is scrolled', async ({ page }) => {
  await page.goto('/about');
  const header = page.locator('header');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.mouse.wheel(0, 600);

  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe(before);
  await expect(header).toBeInViewport();
  // The scroll-to-top button brings the visitor back.
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the mobile menu at a phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(groupButton(page, 'About')).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  for (const { item } of MENUS) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await page.screenshot({ path: `${SCREENSHOTS}/public-mobile-menu.png` });

  // Choosing an item follows it and closes the menu.
  await menu.getByRole('link', { name: 'Curriculum' }).click();
  await expect(page).toHaveURL(/\/academics\/curriculum$/);
  await expect(menu).toBeHidden();

  // The button toggles it; Escape closes it too.
  await toggle.click();
  await expect(menu).toBeVisible();
  await toggle.click();
  await expect(menu).toBeHidden();
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // Nothing is wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('the bundled logo replaces a logo that fails to load', async ({ page }) => {
  await storeSettings({ logo_url: '/media/00000000-0000-0000-0000-000000000000/0000000000000000' });
  try {
    await page.goto('/');
    for (const logo of [nav(page).locator('img'), page.getByRole('contentinfo').locator('img')]) {
      await expect(logo).toHaveAttribute('data-logo', 'fallback');
      await expect(logo).not.toHaveAttribute('src', /\/media\//);
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  } finally {
    await storeSettings({ logo_url: null });
  }
});

test.describe('the testimonial carousel', () => {
  const slide = (page: Page) => page.locator('[data-testimonial]');

  test('advances every 4 seconds, and its dots jump to a testimonial', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'What families say' });
    await expect(slide(page)).toHaveAttribute('data-testimonial', '0');

    // Nothing before 4 seconds, the next one soon after (plus the 300 ms fade).
    await page.waitForTimeout(3000);
    await expect(slide(page)).toHaveAttribute('data-testimonial', '0');
    await expect(slide(page)).toHaveAttribute('data-testimonial', '1', { timeout: 2500 });

    await carousel.getByRole('button', { name: 'Show testimonial 4 of 5' }).click();
    await expect(slide(page)).toHaveAttribute('data-testimonial', '3');
    await expect(carousel.getByRole('button', { name: 'Show testimonial 4 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('stands still while hovered, when paused, and for reduced motion', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'What families say' });
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.waitForTimeout(4600);
    await expect(slide(page)).toHaveAttribute('data-testimonial', '0');

    const leave = async () => {
      await page.mouse.move(5, 5);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    };
    await leave();
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
    await leave();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await carousel.getByRole('button', { name: 'Play testimonials' }).click();
    await leave();
    await expect(carousel).toHaveAttribute('data-rotating', 'true');

    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const still = await context.newPage();
    await still.goto('/');
    await expect(still.locator('[data-rotating]')).toHaveAttribute('data-rotating', 'false');
    await still.waitForTimeout(4600);
    await expect(slide(still)).toHaveAttribute('data-testimonial', '0');
    await still.getByRole('button', { name: 'Show testimonial 2 of 5' }).click();
    await expect(slide(still)).toHaveAttribute('data-testimonial', '1');
    await context.close();
  });
});

test('an unknown path shows the not-found page inside the site', async ({ page }) => {
  await page.goto('/academics/no-such-page');

  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/academics/no-such-page')).toBeVisible();
  await expect(nav(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the theme test page previews every admin theme', async ({ page }) => {
  await page.goto('/theme-test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Theme test');
  await expect(page.locator('[data-theme-preview]')).toHaveCount(11);
  await expect(page.locator('[data-theme-preview="midnight"]')).toContainText('Dark');
  await expect(page.locator('[data-theme-preview="light"]')).toContainText('Light');
});

test('screenshots of the landing page on a phone and a desktop, light and dark', async ({
  browser,
}) => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [device, width, height] of [
      ['phone', 390, 844],
      ['desktop', 1280, 800],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width, height },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.addInitScript((m) => localStorage.setItem('userTheme', m), mode);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(
        mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      await page.screenshot({
        path: `${SCREENSHOTS}/landing-${device}-${mode}.png`,
        fullPage: true,
      });
      await context.close();
    }
  }
});
