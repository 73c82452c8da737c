// @vitest-environment happy-dom
import { useLayoutEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
