/**
 * The four persona chats and their guides against the production server on the built-in guide (docs/tools/chats.md#screen, #behaviour, #validation, #constants; docs/site.md#guides). Model-backed behaviour (streaming in pieces, failures, 429, hostile
 * output) is in persona-chats-model.spec.ts. Few messages are sent here: the suite shares one rate limit.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';

const CHATS = [
  {
    path: '/krishna-my-friend',
    name: 'Krishna',
    prompts: 6,
    phone: 400,
    desktop: 600,
    guide: true,
  },
  { path: '/buddha-my-teacher', name: 'Buddha', prompts: 5, phone: 450, desktop: 500, guide: true },
  { path: '/jesus-my-saviour', name: 'Jesus', prompts: 5, phone: 450, desktop: 500, guide: true },
  { path: '/shiva-my-god', name: 'Shiva', prompts: 6, phone: 450, desktop: 500, guide: false },
] as const;

test.use({ serviceWorkers: 'block' });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
  // The stored conversation is read after mount; times show once it is.
  await expect(page.locator('time').first()).toBeVisible();
}

const messages = (page: Page) => page.getByRole('region', { name: 'Messages' });
const box = (page: Page, name: string) => page.getByRole('textbox', { name: `Message ${name}` });

for (const chat of CHATS) {
  test.describe(chat.path, () => {
    test('greets, offers its quick prompts, says who answers, with the spec’s window heights', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // The locale's data loads in a worker of the site's own, not in the page's first formatter
      // (docs/architecture.md#after-hydration); a worker the site's policy blocked would log an error.
      const warmUp = page.waitForEvent('worker', (worker) =>
        /\/_astro\/locale-warm-up\.worker[\w.-]*\.js$/.test(worker.url()),
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, chat.path);
      await warmUp;
      await expect(messages(page).getByRole('listitem')).toHaveCount(1);
      // Playwright's desktop Chrome speaks en-US: a 12-hour time (the locale test is below).
      await expect(messages(page).locator('time')).toHaveText(/^\d{1,2}:\d{2}\s[AP]M$/);
      await expect(
        page.getByRole('group', { name: 'Quick prompts' }).getByRole('button'),
      ).toHaveCount(chat.prompts);
      await expect(page.getByText('Answered by Built-in guide')).toBeVisible();
      // The message box and send button are on screen without scrolling on a phone.
      await expect(box(page, chat.name)).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
      expect((await messages(page).boundingBox())?.height).toBe(chat.phone);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect
        .poll(async () => (await messages(page).boundingBox())?.height)
        .toBe(chat.desktop);
      // One theme toggle, in the chat's header.
      const toggles = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
      await expect(toggles).toHaveCount(1);
      await expect(
        page.getByRole('region', { name: `Chat with ${chat.name}` }).locator('header'),
      ).toContainText(chat.name);
      await toggles.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // No hydration mismatch or other error: the server rendered what the browser first renders.
      expect(errors).toEqual([]);
    });

    test('a quick prompt fills the box without sending', async ({ page }) => {
      await open(page, chat.path);
      const first = page.getByRole('group', { name: 'Quick prompts' }).getByRole('button').first();
      const prompt = (await first.textContent()) ?? '';
      await first.click();
      await expect(box(page, chat.name)).toHaveValue(prompt);
      await expect(box(page, chat.name)).toBeFocused();
      await expect(messages(page).getByRole('listitem')).toHaveCount(1);
    });
  });
}

test.describe('Krishna on the built-in guide', () => {
  test('a reply arrives, is announced once complete, survives a reload; new conversation resets', async ({
    page,
  }) => {
    await open(page, '/krishna-my-friend');
    await box(page, 'Krishna').fill('How do I find peace of mind?');
    await box(page, 'Krishna').press('Enter');
    await expect(box(page, 'Krishna')).toHaveValue('');
    const items = messages(page).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(1)).toContainText('How do I find peace of mind?');
    await expect(items.nth(2)).toContainText(/Bhagavad Gita \d+\.\d+/);
    const reply = (await items.nth(2).locator('p').allTextContents()).join(' ');
    await expect(page.getByTestId('reply-announcer')).toHaveText(`Krishna: ${reply}`);
    await expect(box(page, 'Krishna')).toBeEnabled();

    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('stillwell:krishna-my-friend:messages') ?? '[]'),
    );
    expect(stored).toHaveLength(3);
    expect(stored[1]).toEqual({
      id: expect.any(String),
      type: 'user',
      content: 'How do I find peace of mind?',
      timestamp: expect.any(Number),
    });
    expect(stored[2]).toMatchObject({ type: 'krishna' });

    await page.reload();
    await waitForIslands(page);
    await expect(items).toHaveCount(3);
    await expect(items.nth(1)).toContainText('How do I find peace of mind?');

    // New conversation asks first; keeping the conversation keeps every message.
    await page.getByRole('button', { name: 'New conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a new conversation?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Your conversation with Krishna will be erased from this browser. This cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Keep this conversation' }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(3);
    await page.getByRole('button', { name: 'New conversation' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(3);

    await page.getByRole('button', { name: 'New conversation' }).click();
    await dialog.getByRole('button', { name: 'Start new conversation' }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Welcome, my dear friend.');
    // With only the greeting there is nothing to lose: no question.
    await page.getByRole('button', { name: 'New conversation' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            JSON.parse(localStorage.getItem('stillwell:krishna-my-friend:messages') ?? '[]').length,
        ),
      )
      .toBe(1);
  });

  for (const [locale, pattern] of [
    ['en-GB', /^\d{2}:\d{2}$/],
    ['en-US', /^\d{1,2}:\d{2}\s[AP]M$/],
  ] as const) {
    test(`times follow the visitor’s locale (${locale}), in the chat and in the practice journal alike`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        locale,
        timezoneId: 'Europe/London',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      // A session that began at 19:00 London time, and a chat opened at 21:05.
      await page.clock.setFixedTime(new Date('2026-11-25T21:05:00Z'));
      const session = {
        tool: 'box-breathing',
        startedAt: '2026-11-25T19:00:00.000Z',
        endedAt: '2026-11-25T19:05:00.000Z',
        seconds: 300,
      };
      await page.addInitScript(
        (log) => {
          localStorage.setItem('stillwell:site:practice-log', log);
        },
        JSON.stringify([session]),
      );
      await open(page, '/buddha-my-teacher');
      await expect(messages(page).locator('time').first()).toHaveText(
        locale === 'en-GB' ? '21:05' : /^9:05\sPM$/,
      );
      await expect(messages(page).locator('time').first()).toHaveText(pattern);
      await page.goto('/practice');
      await waitForIslands(page);
      await expect(page.locator('time[datetime="2026-11-25T19:00:00.000Z"]')).toHaveText(
        locale === 'en-GB' ? '19:00' : /^7:00\sPM$/,
      );
      await context.close();
    });
  }

  test('Enter sends, Shift+Enter adds a line; blank sends nothing', async ({ page }) => {
    await open(page, '/krishna-my-friend');
    const input = box(page, 'Krishna');
    const send = page.getByRole('button', { name: 'Send' });
    await input.fill('   ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(messages(page).getByRole('listitem')).toHaveCount(1);

    await input.fill('');
    await input.pressSequentially('First line');
    await input.press('Shift+Enter');
    await input.pressSequentially('second line');
    await expect(input).toHaveValue('First line\nsecond line');
    await expect(messages(page).getByRole('listitem')).toHaveCount(1);
    await input.press('Enter');
    await expect(messages(page).getByRole('listitem').nth(1)).toHaveText(
      /First line\s*second line/,
    );
    await expect(messages(page).getByRole('listitem')).toHaveCount(3);
  });

  test('an unreadable stored conversation is set aside, said so, and a new one begins', async ({
    page,
  }) => {
    await open(page, '/krishna-my-friend');
    await page.evaluate(() =>
      localStorage.setItem('stillwell:krishna-my-friend:messages', '{"v":1,"value":"not a list"}'),
    );
    await page.reload();
    await waitForIslands(page);
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'could not be read, so it was set aside' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Your data' })).toHaveAttribute(
      'href',
      '/your-data',
    );
    await expect(messages(page).getByRole('listitem')).toHaveCount(1);
    expect(
      await page.evaluate(() =>
        localStorage.getItem('stillwell:backup:stillwell:krishna-my-friend:messages'),
      ),
    ).toContain('not a list');
  });

  test('a message over 2,000 characters stays whole in the box, says so, and is not sent', async ({
    page,
  }) => {
    await open(page, '/krishna-my-friend');
    const input = box(page, 'Krishna');
    const long = 'a'.repeat(2001);
    await input.fill(long);
    await expect(input).toHaveValue(long);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      '2,001 / 2,000 characters. Too long to send: shorten it and it will go.',
    );
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await input.press('Enter');
    await expect(messages(page).getByRole('listitem')).toHaveCount(1);
    await input.press('Backspace');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  test('a crisis message shows a calm support card, not a reply in Krishna’s voice', async ({
    page,
  }) => {
    await open(page, '/krishna-my-friend');
    await box(page, 'Krishna').fill('I feel like I want to end my life');
    await page.getByRole('button', { name: 'Send' }).click();
    const card = page.getByRole('region', { name: 'Support is available' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('988');
    await expect(card).toContainText('This message is from Stillwell, not from Krishna.');
    await expect(card).not.toContainText('Krishna:');
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('region', { name: 'Support is available' })).toBeVisible();
  });

  test('offline: a clear notice, the message stays in the box, and it sends once back online', async ({
    page,
    context,
  }) => {
    await open(page, '/krishna-my-friend');
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await box(page, 'Krishna').fill('Are you there?');
    await box(page, 'Krishna').press('Enter');
    await expect(page.getByText('your message was not sent. It is still in the box')).toBeVisible();
    await expect(box(page, 'Krishna')).toHaveValue('Are you there?');
    await expect(messages(page).getByRole('listitem')).toHaveCount(1);
    await context.setOffline(false);
    await expect(page.getByText(/You are offline/)).toHaveCount(0);
    await box(page, 'Krishna').press('Enter');
    await expect(messages(page).getByRole('listitem').nth(1)).toHaveText(/Are you there\?/);
    await expect(box(page, 'Krishna')).toHaveValue('');
  });
});

test('Jesus’s replies set Bible references apart', async ({ page }) => {
  await open(page, '/jesus-my-saviour');
  await box(page, 'Jesus').fill('How should I pray?');
  await box(page, 'Jesus').press('Enter');
  const reply = messages(page).getByRole('listitem').nth(2);
  await expect(reply.locator('cite').first()).toHaveText(/^\[[1-3]?\s?[A-Z][a-z]+ \d+:\d+/);
});

test.describe('chat guides (docs/site.md#guides)', () => {
  for (const chat of CHATS.filter((candidate) => candidate.guide)) {
    test(`${chat.path}-guide: 6 steps, 8 questions, 3 minutes, inspiration not advice`, async ({
      page,
    }) => {
      await page.goto(`${chat.path}-guide`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('section[aria-labelledby="steps"] ol > li')).toHaveCount(6);
      await expect(page.locator('details[name="faq"]')).toHaveCount(8);
      await expect(page.getByText('inspiration for reflection').first()).toBeVisible();
      await expect(page.getByText(/not professional advice/).first()).toBeVisible();
      const howTo = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')]
          .map(
            (script) =>
              JSON.parse(script.textContent ?? '{}') as { '@type'?: string; totalTime?: string },
          )
          .find((data) => data['@type'] === 'HowTo'),
      );
      expect(howTo?.totalTime).toBe('PT3M');
      await expect(
        page.getByRole('main').getByRole('link', { name: /^Talk with/ }),
      ).toHaveAttribute('href', chat.path);
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Explore all tools' }),
      ).toHaveAttribute('href', '/tools');
      await page.goto(chat.path);
      await expect(page.getByRole('link', { name: /guide/ })).toHaveAttribute(
        'href',
        `${chat.path}-guide`,
      );
    });
  }

  test('the Shiva chat has no guide (docs/tools/shiva-my-god.md#screen)', async ({
    page,
    request,
  }) => {
    expect((await request.get('/shiva-my-god-guide')).status()).toBe(404);
    await page.goto('/shiva-my-god');
    await expect(page.getByRole('main').getByRole('link', { name: /guide/ })).toHaveCount(0);
  });
});
