// @vitest-environment happy-dom
import { useLayoutEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { captureEarlyInput } from './painted-directive';
import hydrateAfterCommit from './react-hydrator';

let committed = 0;

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  useLayoutEffect(() => {
    committed += 1;
  }, []);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

function island(html: string, isServerRendered = true): HTMLElement {
  const element = document.createElement('astro-island');
  if (isServerRendered) element.setAttribute('ssr', '');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('hydrateAfterCommit', () => {
  it('answers once React has committed the island, which then takes input', async () => {
    committed = 0;
    const element = island(renderToString(<Counter start={3} />));
    const done = hydrateAfterCommit(element)(Counter, { start: 3 }, {}, { client: 'painted' });
    expect(committed).toBe(0);
    await done;
    expect(committed).toBe(1);
    const button = element.querySelector('button');
    button?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button?.textContent).toBe('4');
  });

  it('answers at once for an island that is not server-rendered any more', async () => {
    committed = 0;
    const element = island('<button type="button">3</button>', false);
    await hydrateAfterCommit(element)(Counter, { start: 3 }, {}, { client: 'painted' });
    expect(committed).toBe(0);
  });
});

function Message() {
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent([...sent, text]);
        setText('');
      }}
    >
      <input aria-label="Message" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit">Send</button>
      <output>{sent.join('|')}</output>
    </form>
  );
}

describe('input before hydration (issue 27)', () => {
  it('a tap kept before React attached reaches the control once, after hydration', async () => {
    const element = island(renderToString(<Counter start={3} />));
    const replay = captureEarlyInput(element);
    element.querySelector('button')?.click();
    element.querySelector('button')?.click();
    expect(element.querySelector('button')?.textContent).toBe('3');
    await hydrateAfterCommit(element)(Counter, { start: 3 }, {}, { client: 'painted' });
    await replay();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.querySelector('button')?.textContent).toBe('5');
  });

  it('a message typed and sent before hydration is sent once, not by the browser', async () => {
    const element = island(renderToString(<Message />));
    const replay = captureEarlyInput(element);
    const field = element.querySelector('input') as HTMLInputElement;
    let nativeSubmits = 0;
    element.querySelector('form')?.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) nativeSubmits += 1;
    });
    field.value = 'hello';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    element.querySelector('button')?.click();
    expect(nativeSubmits).toBe(0);
    await hydrateAfterCommit(element)(Message, {}, {}, { client: 'painted' });
    await replay();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.querySelector('output')?.textContent).toBe('hello');
    expect(field.value).toBe('');
  });

  it('after React has attached, taps are React’s own and nothing is replayed', async () => {
    const element = island(renderToString(<Counter start={1} />));
    const replay = captureEarlyInput(element);
    await hydrateAfterCommit(element)(Counter, { start: 1 }, {}, { client: 'painted' });
    element.querySelector('button')?.click();
    await replay();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.querySelector('button')?.textContent).toBe('2');
  });
});

describe('input between React attaching and the replay', () => {
  it('keeps its order: a message typed before and sent after React attached is sent with its text', async () => {
    const element = island(renderToString(<Message />));
    const replay = captureEarlyInput(element);
    const field = element.querySelector('input') as HTMLInputElement;
    field.value = 'early';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await hydrateAfterCommit(element)(Message, {}, {}, { client: 'painted' });
    element.querySelector('button')?.click();
    await replay();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.querySelector('output')?.textContent).toBe('early');
  });
});
