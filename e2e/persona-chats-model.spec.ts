/**
 * The persona chats against a second production server that answers through a local
 * OpenAI-compatible model server (the fake speaks the real protocol, SSE and all): replies streaming
 * in pieces, the typing indicator, stop, each failure message on a failing upstream and on an
 * unreachable server, a reply cut off mid-way (kept, marked, through a reload), a 429, hostile model
 * output, crisis care, scrolling, and axe in both themes.
 *
 * The server counts each test as its own client (TRUST_PROXY_HOPS=1 and a forwarded address per
 * test), so the rate limit is exact per test and the 429 test can reach it on purpose.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { startFakeOpenAI, type FakeProviderServer } from '../src/server/ai/testing/fake-providers';
import { portNear, waitForIslands } from './helpers';
import { expectNoAxeViolations } from './axe';

/** The model server's port: two above the main e2e server's. */
const PORT = portNear(2);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MODEL = 'stillwell-fake-model';
/** Chat requests per client per window on the model server. */
const RATE_LIMIT = 10;

const PERSONAS = [
  {
    path: '/krishna-my-friend',
    name: 'Krishna',
    typing: 'Krishna is reflecting...',
    inCall:
      'Arjuna, the cosmic winds disturb our connection. Speak again, and I shall hear you clearly, my friend.',
    outer: /something blocks our connection.*try again/,
  },
  {
    path: '/buddha-my-teacher',
    name: 'Buddha',
    typing: 'Buddha is reflecting...',
    inCall: /the winds of impermanence disturb our connection.*again/,
    outer: /something blocks our connection.*try again/,
  },
  {
    path: '/jesus-my-saviour',
    name: 'Jesus',
    typing: 'Jesus is listening...',
    inCall: /something has interrupted our connection.*\[Matthew 28:20\]/,
    outer: /something blocked our connection.*\[Hebrews 13:5\].*try again/,
  },
  {
    path: '/shiva-my-god',
    name: 'Shiva',
    typing: 'In deep meditation...',
    inCall: 'The cosmic vibrations are disturbed. Center yourself and ask again, dear one.',
    outer: 'The cosmic energies are momentarily disturbed. Still your mind and try again, seeker.',
  },
] as const;

let fake: FakeProviderServer;
let server: ChildProcess | undefined;
let clientCount = 0;
let clientAddress = '';

/** Starts the production server on the fake model; resolves once it listens. */
function startModelServer(baseURL: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['server/index.mjs'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        STILLWELL_DIST: process.env.STILLWELL_DIST || 'dist',
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: baseURL,
        AI_MODEL: MODEL,
        AI_API_KEY: '',
        AI_MAX_RETRIES: '0',
        AI_RATE_LIMIT: String(RATE_LIMIT),
        AI_RATE_WINDOW_SEC: '600',
        // A stall after the first piece is cut after 10 s here (15 s by default): short enough for the
        // stall test, long enough that an axe pass between two held pieces never trips it.
        AI_CHAT_IDLE_MS: '10000',
        TRUST_PROXY_HOPS: '1',
      },
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Stillwell is listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  });
}

test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'block', baseURL: ORIGIN });

test.beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startModelServer(fake.baseURL);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake.close();
});

test.beforeEach(async ({ page }) => {
  clientCount += 1;
  clientAddress = `10.11.0.${clientCount}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress });
  fake.setReply({ text: 'Be still, dear one.' });
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
  await expect(page.locator('time').first()).toBeVisible();
}

const messages = (page: Page) => page.getByRole('region', { name: 'Messages' });
const items = (page: Page) => messages(page).getByRole('listitem');
const box = (page: Page, name: string) => page.getByRole('textbox', { name: `Message ${name}` });

async function say(page: Page, name: string, text: string): Promise<void> {
  await box(page, name).fill(text);
  await box(page, name).press('Enter');
}

/** A hold for the fake's stream (FakeReply.holds) that the test releases when it has looked. */
function gate(): { until: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { until, release: () => release() };
}

function lastUserTurn(): string {
  const body = fake.requests.at(-1)?.body as { messages?: { role: string; content: unknown }[] };
  return String(body.messages?.filter((turn) => turn.role === 'user').at(-1)?.content ?? '');
}

test('the header names the model; a reply streams in pieces and is heard once, complete', async ({
  page,
}) => {
  const first = gate();
  const rest = gate();
  fake.setReply({
    chunks: ['Dear friend, ', 'be *still* ', 'and know.'],
    holds: [
      { beforeChunk: 0, until: first.until },
      { beforeChunk: 1, until: rest.until },
    ],
  });
  await open(page, '/krishna-my-friend');
  await expect(page.getByText(`Answered by ${MODEL}`)).toBeVisible();
  await say(page, 'Krishna', 'Hello');

  await expect(page.getByText('Krishna is reflecting...')).toBeVisible();
  await expect(box(page, 'Krishna')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Stop reply' })).toBeVisible();
  first.release();

  const reply = items(page).nth(2);
  await expect(reply).toContainText('Dear friend,');
  await expect(page.getByText('Krishna is reflecting...')).toHaveCount(0);
  await expect(reply).not.toContainText('and know.');
  // The list is not a live region: only the announcer speaks, once the reply is complete.
  await expect(page.getByTestId('reply-announcer')).toHaveText('');
  await expect(messages(page).locator('[aria-live], [role="log"]')).toHaveCount(0);
  await expect(messages(page)).not.toHaveAttribute('aria-live');
  rest.release();

  await expect(reply).toContainText('Dear friend, be still and know.');
  await expect(reply.locator('strong')).toHaveText('still');
  await expect(page.getByTestId('reply-announcer')).toHaveText(
    'Krishna: Dear friend, be still and know.',
  );
  await expect(box(page, 'Krishna')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Stop reply' })).toHaveCount(0);

  // The next message carries the conversation so far.
  fake.setReply({ text: 'You are welcome.' });
  await say(page, 'Krishna', 'Thank you');
  await expect(items(page).nth(4)).toContainText('You are welcome.');
  const turns = (fake.requests.at(-1)?.body as { messages: { role: string; content: string }[] })
    .messages;
  expect(turns.filter((turn) => turn.role !== 'system')).toEqual([
    { role: 'user', content: 'Hello' },
    { role: 'assistant', content: 'Dear friend, be *still* and know.' },
    { role: 'user', content: 'Thank you' },
  ]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with the typing indicator and a streamed reply on screen (${scheme})`, async ({
    browser,
  }) => {
    const first = gate();
    const rest = gate();
    fake.setReply({
      chunks: ['Om, seeker. ', 'Sit *still* ', 'and breathe.'],
      holds: [
        { beforeChunk: 0, until: first.until },
        { beforeChunk: 1, until: rest.until },
      ],
    });
    const context = await browser.newContext({
      colorScheme: scheme,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
      baseURL: ORIGIN,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
    });
    const page = await context.newPage();
    const check = async (what: string) => {
      await expectNoAxeViolations(page, `${what} (${scheme})`);
    };
    await open(page, '/shiva-my-god');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await say(page, 'Shiva', 'How do I meditate properly?');
    await expect(page.getByText('In deep meditation...')).toBeVisible();
    await check('typing indicator');
    first.release();
    await expect(items(page).nth(2)).toContainText('Om, seeker.');
    await expect(items(page).nth(2)).not.toContainText('breathe.');
    await check('streamed reply');
    rest.release();
    await expect(items(page).nth(2)).toContainText('Sit still and breathe.');
    await context.close();
  });
}

test('stop keeps what has arrived and frees the box; the model call is cancelled', async ({
  page,
}) => {
  const rest = gate();
  fake.setReply({
    chunks: ['First words. ', 'Second. ', 'Third. ', 'Fourth. ', 'Fifth.'],
    holds: [{ beforeChunk: 1, until: rest.until }],
  });
  const abortedBefore = fake.abortedCount;
  await open(page, '/krishna-my-friend');
  await say(page, 'Krishna', 'Tell me a long story');
  const reply = items(page).nth(2);
  await expect(reply).toContainText('First words.');
  await page.getByRole('button', { name: 'Stop reply' }).click();
  await expect(box(page, 'Krishna')).toBeEnabled();
  await expect(reply).toContainText('First words.');
  await expect(reply).not.toContainText('Fifth.');
  await expect(page.getByTestId('reply-announcer')).toContainText('First words.');
  await expect(page.getByTestId('reply-announcer')).toContainText('(stopped)');
  // A stopped reply is marked as stopped, not shown as if it were finished.
  await expect(reply.getByText('Stopped by you')).toBeVisible();
  await expect.poll(() => fake.abortedCount).toBeGreaterThan(abortedBefore);
  rest.release();
  await page.reload();
  await waitForIslands(page);
  await expect(items(page)).toHaveCount(3);
  await expect(items(page).nth(2)).not.toContainText('Fifth.');
  await expect(items(page).nth(2).getByText('Stopped by you')).toBeVisible();
  // A reply that came in whole carries no such mark.
  fake.setReply({ text: 'All of it.' });
  await say(page, 'Krishna', 'And now?');
  await expect(items(page).nth(4)).toContainText('All of it.');
  await expect(items(page).nth(4).getByText('Stopped by you')).toHaveCount(0);
});

for (const persona of PERSONAS) {
  test(`${persona.name}: a failing model gives the in-call message; Try again re-sends the last message`, async ({
    page,
  }) => {
    fake.setReply({ status: 500 });
    await open(page, persona.path);
    await say(page, persona.name, 'Hello there');
    const failure = items(page).nth(2);
    if (typeof persona.inCall === 'string')
      await expect(failure.getByText(persona.inCall, { exact: true })).toBeVisible();
    else await expect(failure).toContainText(persona.inCall);
    await expect(page.getByTestId('failure-notice')).toHaveText(
      'The AI provider had an error (500). Please try again.',
    );
    // docs/tools/shiva-my-god.md#errors: Shiva's in-call message comes with an OM (drawn beside his portrait).
    await expect(failure.locator('svg')).toHaveCount(persona.name === 'Shiva' ? 2 : 1);
    await expect(page.getByTestId('reply-announcer')).toContainText('The AI provider had an error');

    fake.setReply({ text: 'Peace returns.' });
    const requestsBefore = fake.requests.length;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(items(page).nth(2)).toContainText('Peace returns.');
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByTestId('failure-notice')).toHaveCount(0);
    expect(fake.requests.length).toBe(requestsBefore + 1);
    expect(lastUserTurn()).toBe('Hello there');
  });

  test(`${persona.name}: an unreachable server gives the outer message`, async ({ page }) => {
    await open(page, persona.path);
    await page.route('**/api/ai/chat', (route) => route.abort('connectionrefused'));
    await say(page, persona.name, 'Can you hear me?');
    const failure = items(page).nth(2);
    if (typeof persona.outer === 'string')
      await expect(failure.getByText(persona.outer, { exact: true })).toBeVisible();
    else await expect(failure).toContainText(persona.outer);
    await expect(page.getByTestId('failure-notice')).toHaveText(
      'Stillwell’s server could not be reached. Check your connection and try again.',
    );
    await expect(failure.locator('svg')).toHaveCount(1);
    await page.unroute('**/api/ai/chat');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(items(page).nth(2)).toContainText('Be still, dear one.');
  });
}

test('a reply cut off mid-way keeps what arrived, marked as cut off, through a reload; Try again asks again', async ({
  page,
}) => {
  fake.setReply({
    chunks: ['Dear ', 'friend, ', 'the rest ', 'never comes.'],
    dropAfterChunks: 2,
    delayMs: 100,
  });
  await open(page, '/krishna-my-friend');
  await say(page, 'Krishna', 'Speak to me');
  const reply = items(page).nth(2);
  // docs/tools/chats.md#errors: the words that arrived stay, with the note, and are said once with it.
  await expect(reply.getByTestId('reply-cut')).toHaveText('This reply was cut off.');
  await expect(reply).toContainText('Dear friend,');
  await expect(reply).not.toContainText('the rest');
  await expect(reply).not.toContainText(PERSONAS[0].inCall);
  await expect(reply).not.toContainText('Internal server error');
  await expect(items(page)).toHaveCount(3);
  await expect(page.getByTestId('failure-notice')).toHaveCount(0);
  await expect(page.getByTestId('reply-announcer')).toHaveText(
    'Krishna: Dear friend, This reply was cut off.',
  );
  await expect(box(page, 'Krishna')).toBeEnabled();

  await page.reload();
  await waitForIslands(page);
  await expect(items(page)).toHaveCount(3);
  await expect(items(page).nth(2)).toContainText('Dear friend,');
  await expect(items(page).nth(2).getByTestId('reply-cut')).toHaveText('This reply was cut off.');
  // The note is not read out again after a reload.
  await expect(page.getByTestId('reply-announcer')).toHaveText('');
  await expectNoAxeViolations(page, 'a cut reply with its note');

  // Try again asks the same question; the cut reply is not sent back as Krishna's answer.
  fake.setReply({ text: 'Dear friend, be still.' });
  const requestsBefore = fake.requests.length;
  await items(page).nth(2).getByRole('button', { name: 'Try again' }).click();
  await expect(items(page).nth(3)).toContainText('Dear friend, be still.');
  await expect(items(page)).toHaveCount(4);
  expect(fake.requests.length).toBe(requestsBefore + 1);
  const turns = (fake.requests.at(-1)?.body as { messages: { role: string; content: string }[] })
    .messages;
  expect(turns.filter((turn) => turn.role !== 'system')).toEqual([
    { role: 'user', content: 'Speak to me' },
  ]);
  // The cut reply keeps its note; only the last message offers Try again.
  await expect(items(page).nth(2).getByTestId('reply-cut')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(items(page).nth(3).getByTestId('reply-cut')).toHaveCount(0);
});

test('a reply cut off before its first words gives the in-call message', async ({ page }) => {
  fake.setReply({ chunks: ['Dear ', 'friend.'], dropAfterChunks: 0 });
  await open(page, '/krishna-my-friend');
  await say(page, 'Krishna', 'Speak to me');
  await expect(items(page).nth(2).getByText(PERSONAS[0].inCall, { exact: true })).toBeVisible();
  await expect(page.getByTestId('reply-cut')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a reply that stalls after its first words is shown as cut, with Try again', async ({
  page,
}) => {
  const stall = gate();
  fake.setReply({
    chunks: ['Dear ', 'friend, ', 'be still.'],
    holds: [{ beforeChunk: 1, until: stall.until }],
  });
  await open(page, '/krishna-my-friend');
  await say(page, 'Krishna', 'Speak to me');
  await expect(items(page).nth(2)).toContainText('Dear');
  // The idle limit (10 s on this server) cuts the silent stream.
  await expect(items(page).nth(2).getByTestId('reply-cut')).toHaveText('This reply was cut off.', {
    timeout: 20_000,
  });
  await expect(items(page).nth(2)).toContainText('Dear');
  stall.release();
  fake.setReply({ text: 'Here I am.' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(items(page).nth(3)).toContainText('Here I am.');
});

test('a busy model (429 with a long Retry-After) is said to be busy at once, not timed out', async ({
  page,
}) => {
  fake.setReply({ status: 429, headers: { 'retry-after': '120' } });
  await open(page, '/buddha-my-teacher');
  await say(page, 'Buddha', 'Are you there?');
  await expect(page.getByTestId('failure-notice')).toHaveText(
    'The AI model is busy right now. Please try again in 2 minutes.',
    { timeout: 3000 },
  );
  await expect(page.getByTestId('failure-notice')).not.toContainText('did not answer');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a 429 says when to try again', async ({ page }) => {
  for (let index = 0; index < RATE_LIMIT; index += 1) {
    const response = await page.request.post('/api/ai/chat', {
      headers: { 'x-forwarded-for': clientAddress },
      data: { persona: 'krishna', messages: [{ role: 'user', content: `Hello ${index}` }] },
    });
    expect(response.status()).toBe(200);
  }
  await open(page, '/krishna-my-friend');
  await say(page, 'Krishna', 'One more question');
  await expect(items(page).nth(2).getByText(PERSONAS[0].inCall, { exact: true })).toBeVisible();
  await expect(page.getByTestId('failure-notice')).toHaveText(
    /^Many messages have been sent in a short time\. Please try again in \d+ (seconds?|minutes?)\.$/,
  );
});

test('hostile model output renders as inert text', async ({ page }) => {
  const hostile =
    '<img src=x onerror="window.__pwned=1"> [click](javascript:window.__pwned=2) *unbalanced and **bold** <script>window.__pwned=3</script>';
  fake.setReply({ text: hostile });
  await open(page, '/jesus-my-saviour');
  await say(page, 'Jesus', 'Show me something');
  const reply = items(page).nth(2);
  await expect(reply).toContainText('<img src=x onerror="window.__pwned=1">');
  await expect(reply).toContainText('(javascript:window.__pwned=2)');
  await expect(reply).toContainText('<script>window.__pwned=3</script>');
  await expect(reply.locator('strong')).toHaveText('bold');
  await expect(reply).toContainText('*unbalanced and');
  await expect(messages(page).locator('img, a, script, iframe')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.reload();
  await waitForIslands(page);
  await expect(items(page).nth(2)).toContainText('<img src=x onerror=');
  await expect(messages(page).locator('img, a, script')).toHaveCount(0);
});

test('a crisis message gets the care card before any model is asked', async ({ page }) => {
  await open(page, '/buddha-my-teacher');
  const before = fake.requests.length;
  await say(page, 'Buddha', 'I keep thinking about killing myself');
  const card = page.getByRole('region', { name: 'Support is available' });
  await expect(card).toContainText('116 123');
  await expect(card).toContainText('not from Buddha');
  expect(fake.requests.length).toBe(before);
});

// Danger in everyday words (issue 41): no "suicide", no "kill myself", and still the care card.
const EVERYDAY_DANGER = [
  'i cant do this anymore',
  'i already have the rope',
  'i have a bottle of pills next to me',
  'i wrote goodbye letters to my family',
] as const;

PERSONAS.forEach((persona, index) => {
  const text = EVERYDAY_DANGER[index] as string;
  test(`${persona.name}: "${text}" gets the care card, and no model is asked`, async ({ page }) => {
    await open(page, persona.path);
    const before = fake.requests.length;
    await say(page, persona.name, text);
    const card = page.getByRole('region', { name: 'Support is available' });
    await expect(card).toContainText('988');
    await expect(card).toContainText('emergency number');
    await expect(card).toContainText(`not from ${persona.name}`);
    await expect(items(page).nth(2)).not.toContainText(`${persona.name}:`);
    expect(fake.requests.length).toBe(before);
  });
});

test('abuse at home gets the safety reply, never a teaching on enduring it', async ({ page }) => {
  await open(page, '/jesus-my-saviour');
  const before = fake.requests.length;
  await say(page, 'Jesus', 'Turn the other cheek – do I have to stay with someone who hits me?');
  const card = page.getByRole('region', { name: 'Support is available' });
  await expect(card).toContainText('not your fault');
  await expect(card).toContainText('you do not have to stay');
  await expect(card).toContainText('1-800-799-7233');
  await expect(card).not.toContainText('other cheek');
  expect(fake.requests.length).toBe(before);
});

test('a question whether to stop a medicine: the model answers, after the word that it is for a doctor', async ({
  page,
}) => {
  await open(page, '/krishna-my-friend');
  const before = fake.requests.length;
  await say(page, 'Krishna', 'should i stop my antidepressants if i meditate every day now');
  // issue 41: no advice on medication, from the built-in guide or a model
  await expect(items(page).nth(2)).toContainText(
    'About your medicine: please do not stop, skip or change it because of anything said here.',
  );
  await expect(items(page).nth(2)).toContainText('a decision to make with your doctor');
  await expect(page.getByRole('region', { name: 'Support is available' })).toHaveCount(0);
  expect(fake.requests.length).toBe(before + 1);
});

test('the list follows the newest text unless the visitor scrolls up to read', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  fake.setReply({
    chunks: Array.from({ length: 24 }, (_, index) => `Line ${index + 1} of a long reply.\n\n`),
    delayMs: 250,
  });
  await open(page, '/krishna-my-friend');
  await say(page, 'Krishna', 'Tell me everything');
  const list = messages(page);
  const distanceFromBottom = () =>
    list.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
  await expect(items(page).nth(2)).toContainText('Line 8 of');
  expect(await distanceFromBottom()).toBeLessThan(4);
  await list.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(items(page).nth(2)).toContainText('Line 14 of');
  expect(await list.evaluate((element) => element.scrollTop)).toBe(0);
  await expect(items(page).nth(2)).toContainText('Line 24 of', { timeout: 15_000 });
  expect(await list.evaluate((element) => element.scrollTop)).toBe(0);
});

test('when the server itself is gone, the outer message', async ({ page }) => {
  await open(page, '/shiva-my-god');
  server?.kill('SIGTERM');
  // A reply still streaming from the test before may hold the server for its grace time (8 s).
  await expect
    .poll(() => server?.exitCode ?? server?.signalCode ?? null, { timeout: 12_000 })
    .not.toBeNull();
  await say(page, 'Shiva', 'Are you there?');
  await expect(items(page).nth(2).getByText(PERSONAS[3].outer, { exact: true })).toBeVisible();
});
