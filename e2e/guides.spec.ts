import { expect, test } from '@playwright/test';
import { getSitemapPaths } from './helpers';

test.describe('guides (docs/site.md#guides)', () => {
  test('the FAQ keeps one answer open, and clicking the open one closes it', async ({ page }) => {
    await page.goto('/box-breathing-guide');
    const items = page.locator('details[name="faq"]');
    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await second.locator('summary').click();
    expect(await page.locator('details[name="faq"][open]').count()).toBe(0);
  });

  test('links to its tool and to /tools, and says the facts every guide says', async ({ page }) => {
    await page.goto('/box-breathing-guide');
    await expect(page.getByRole('link', { name: 'Start Box Breathing' })).toHaveAttribute(
      'href',
      '/box-breathing',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Explore all tools' }),
    ).toHaveAttribute('href', '/tools');
    for (const text of [
      'No account needed',
      'Data stays in your browser',
      'Works offline once loaded',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
  });

  // docs/decisions.md#principles: the theme toggle on any page sets the theme site-wide, so every page has one
  // (the spec's mixer guide without one is overruled).
  test('every guide has the theme toggle, the sound-mixer guide too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/sound-mixer-guide', '/box-breathing-guide']) {
      await page.goto(path);
      await expect(
        page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }),
        path,
      ).toHaveCount(1);
    }
  });

  test('the index lists every guide under Practice Guides', async ({ page, request }) => {
    const guidePaths = (await getSitemapPaths(request)).filter((path) => path.endsWith('-guide'));
    await page.goto('/guides');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Practice Guides');
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    expect(
      (await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).sort(),
    ).toEqual(guidePaths.sort());
    await expect(page.getByRole('link', { name: /Box Breathing/ })).toHaveAttribute(
      'href',
      '/box-breathing-guide',
    );
  });
});

test.describe('home and legal pages (docs/site.md#home, #legal-pages)', () => {
  test('home has its heading, buttons, sections and 20 particles', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Transform Your Mind Through Meditation',
    );
    await expect(page.getByRole('link', { name: 'Begin Your Journey' })).toHaveAttribute(
      'href',
      '/tools',
    );
    await expect(page.getByRole('link', { name: 'View Guides' })).toHaveAttribute(
      'href',
      '/guides',
    );
    await expect(page.getByRole('heading', { name: 'Why Choose Stillwell' })).toBeVisible();
    for (const name of [
      'Spiritual AI Guidance',
      'Breathing & Focus Tools',
      'Personalized Practice',
    ]) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Explore All Guides' })).toHaveAttribute(
      'href',
      '/guides',
    );
    await expect(page.getByRole('link', { name: 'Explore Meditation Tools' })).toHaveAttribute(
      'href',
      '/tools',
    );
    await expect(page.getByRole('link', { name: 'Learn with Guides' })).toHaveAttribute(
      'href',
      '/guides',
    );
    await expect(page.locator('.particle')).toHaveCount(20);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
  });

  test('the particles hold still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect(
      await page
        .locator('.particle')
        .first()
        .evaluate((node) => getComputedStyle(node).animationName),
    ).toBe('none');
  });

  for (const [path, heading, sections] of [
    ['/privacy-policy', 'Privacy Policy', 9],
    ['/terms-of-service', 'Terms of Service', 12],
  ] as const) {
    test(`${heading} is dated June 14, 2025, has its sections and a contact address`, async ({
      page,
    }) => {
      await page.goto('/tools');
      await page.getByRole('contentinfo').getByRole('link', { name: heading }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText('Last updated June 14, 2025')).toBeVisible();
      await expect(page.locator('.prose-stillwell h2')).toHaveCount(sections);
      const mail = page.locator('a[href^="mailto:"]');
      await expect(mail.first()).toHaveAttribute('href', /^mailto:[^{}%]+@/);
      await expect(page.locator('main')).not.toContainText('{email}');
      await expect(page.locator('main')).not.toContainText('{analytics}');
      if (path === '/privacy-policy') {
        // docs/decisions.md#analytics: the privacy page says what is configured (nothing, in the test build).
        await expect(page.getByText('On this site now: site statistics are off.')).toBeVisible();
      }
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/tools$/);
    });
  }
});

test.describe('tools directory (docs/site.md#tools-directory)', () => {
  test('lists a card for every tool page in the sitemap, with a true count and a call to action', async ({
    page,
    request,
  }) => {
    const toolPaths = (await getSitemapPaths(request)).filter(
      (path) =>
        !/-guide$|^\/(tools|guides|privacy-policy|terms-of-service|credits|practice|your-data)?$/.test(
          path,
        ),
    );
    await page.goto('/tools');
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
    expect(
      (await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).sort(),
    ).toEqual(toolPaths.sort());
    await expect(
      page.getByText(new RegExp(`^${toolPaths.length} tools? for calm and focus`)),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the guides' })).toHaveAttribute(
      'href',
      '/guides',
    );
  });
});
