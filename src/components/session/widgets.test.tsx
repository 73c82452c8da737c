// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCompletion } from '../../lib/session/use-completion';
import { AudioStatusLine } from './audio-status';
import { BreathOrb, orbScale } from './breath-orb';
import { Countdown } from './countdown';
import { DurationPicker, formatMinutes } from './duration-picker';
import { ProgressRing, ringOffset } from './progress-ring';
import { SessionSummary, formatMinutesPractised } from './session-summary';
import { SettingsDialog, lazySettings } from './settings-dialog';
import { SettingGroup } from './settings-rows';
import { SwitchRow } from './switch-row';
import { createLoadable } from '../../lib/ui/loadable';
import { TransportControls, mainActionOf } from './transport';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

describe('Countdown', () => {
  it('shows MM:SS as a timer, with an optional caption and name', () => {
    const page = render(<Countdown seconds={539} caption="Time left" label="08:59 remaining" />);
    const timer = page.getByRole('timer');
    expect(timer.textContent).toBe('08:59');
    expect(timer.getAttribute('aria-label')).toBe('08:59 remaining');
    expect(page.getByText('Time left')).toBeTruthy();
    page.rerender(<Countdown seconds={3600} />);
    expect(page.getByRole('timer').textContent).toBe('60:00');
  });
});

describe('DurationPicker', () => {
  it('offers the lengths as a radio group and reports the choice', () => {
    const onChange = vi.fn();
    const page = render(
      <DurationPicker minutes={[5, 10, 15] as const} value={10} onValueChange={onChange} />,
    );
    const radios = page.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(page.getByRole('group', { name: 'Session length' })).toBeTruthy();
    fireEvent.click(page.getByLabelText('15 min'));
    expect(onChange).toHaveBeenCalledWith(15);
    expect(formatMinutes(60)).toBe('60 min');
  });

  it('as quick timers: pressed buttons that act at once, none pressed until one runs', () => {
    const onChange = vi.fn();
    const page = render(
      <DurationPicker
        kind="pressed"
        label="Quick timer"
        minutes={[5, 10] as const}
        value={null}
        onValueChange={onChange}
      />,
    );
    const buttons = page.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
    ]);
    fireEvent.click(page.getByRole('button', { name: '10 min' }));
    expect(onChange).toHaveBeenCalledWith(10);
  });

  it('is disabled while a session is under way', () => {
    const page = render(
      <DurationPicker minutes={[5, 10] as const} value={5} onValueChange={vi.fn()} disabled />,
    );
    // a disabled fieldset disables every radio in it
    expect((page.getByRole('group') as HTMLFieldSetElement).disabled).toBe(true);
  });
});

describe('TransportControls', () => {
  it.each([
    ['idle', 'start'],
    ['complete', 'start'],
    ['running', 'pause'],
    ['paused', 'resume'],
  ] as const)('%s: the main button will %s', (status, action) => {
    expect(mainActionOf(status)).toBe(action);
  });

  it('labels the main button by what it does, and offers Reset once begun', () => {
    const handlers = { onStart: vi.fn(), onPause: vi.fn(), onResume: vi.fn(), onReset: vi.fn() };
    const page = render(<TransportControls status="idle" {...handlers} />);
    expect(page.queryByRole('button', { name: 'Reset' })).toBeNull();
    fireEvent.click(page.getByRole('button', { name: 'Start' }));
    page.rerender(<TransportControls status="running" {...handlers} />);
    fireEvent.click(page.getByRole('button', { name: 'Pause' }));
    page.rerender(<TransportControls status="paused" {...handlers} labels={{ resume: 'Start' }} />);
    fireEvent.click(page.getByRole('button', { name: 'Start' }));
    fireEvent.click(page.getByRole('button', { name: 'Reset' }));
    expect(
      [handlers.onStart, handlers.onPause, handlers.onResume, handlers.onReset].map(
        (f) => f.mock.calls.length,
      ),
    ).toEqual([1, 1, 1, 1]);
  });

  it('a round button is named by its action; Start waits until it may', () => {
    const page = render(
      <TransportControls
        variant="round"
        status="idle"
        canStart={false}
        onStart={vi.fn()}
        onPause={vi.fn()}
        labels={{ start: 'Play' }}
      />,
    );
    expect((page.getByRole('button', { name: 'Play' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ProgressRing', () => {
  it('draws the fraction, clamped, and is decorative unless named', () => {
    expect(ringOffset(0)).toBeGreaterThan(ringOffset(0.5));
    expect(ringOffset(1)).toBe(0);
    expect(ringOffset(2)).toBe(0);
    expect(ringOffset(Number.NaN)).toBe(ringOffset(0));
    const page = render(<ProgressRing fraction={0.25} />);
    expect(page.queryByRole('progressbar')).toBeNull();
    page.rerender(<ProgressRing fraction={0.25} label="Session progress" />);
    expect(
      page.getByRole('progressbar', { name: 'Session progress' }).getAttribute('aria-valuenow'),
    ).toBe('25');
  });
});

describe('BreathOrb', () => {
  it('is large through the in-breath and first hold, small otherwise', () => {
    expect(
      ['rest', 'expanding', 'full', 'contracting', 'empty'].map((m) =>
        orbScale(m as never, 1, 1.6),
      ),
    ).toEqual([1, 1.6, 1.6, 1, 1]);
    const page = render(<BreathOrb motion="expanding" phaseSec={4} small={1} large={1.6} />);
    const orb = page.getByTestId('orb');
    expect(orb.style.transform).toBe('scale(1.6)');
    expect(orb.style.transitionDuration).toBe('4s');
    expect(orb.getAttribute('data-orb')).toBe('expanding');
  });
});

describe('AudioStatusLine', () => {
  it('is a status region, in the danger colour on error', () => {
    const page = render(<AudioStatusLine text="Audio unavailable" isError />);
    const status = page.getByRole('status');
    expect(status.textContent).toBe('Audio unavailable');
    expect(status.className).toContain('text-danger');
  });
});

describe('SessionSummary', () => {
  it('says the minutes practised, the tool’s figures and offers New Session', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    const onNew = vi.fn();
    const page = render(
      <SessionSummary
        open
        onOpenChange={vi.fn()}
        title="Rain Session Complete"
        seconds={300}
        items={[{ label: 'Strikes', value: '7', testId: 'summary-strikes' }]}
        onNewSession={onNew}
      />,
    );
    // the dialog's code loads when the summary first opens (the first import of it is transformed on
    // the spot, which a busy machine has taken over the default second to do)
    expect(
      await page.findByText('Rain Session Complete', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(page.getByText('You practised for 5 minutes.')).toBeTruthy();
    expect(page.getByTestId('summary-strikes').textContent).toBe('7');
    // issue 24: first focus on the next step, not on the journal link that comes first
    const newSession = page.getByRole('button', { name: 'New Session', hidden: true });
    // focused in the dialog's effect after showModal, which a loaded machine can run a moment after
    // the title is drawn (the dialog's code arrived outside act())
    await waitFor(() => expect(document.activeElement).toBe(newSession));
    fireEvent.click(newSession);
    expect(onNew).toHaveBeenCalledTimes(1);
    expect([0, 59, 60, 119, 1500].map(formatMinutesPractised)).toEqual([
      'less than a minute',
      'less than a minute',
      '1 minute',
      '1 minute',
      '25 minutes',
    ]);
  });
});

describe('useCompletion', () => {
  it('opens and plays its closing sound once per finished session, never on mount', () => {
    const onComplete = vi.fn();
    const hook = renderHook(({ count }) => useCompletion(count, { onComplete }), {
      initialProps: { count: 2 },
    });
    expect(hook.result.current.isOpen).toBe(false);
    hook.rerender({ count: 3 });
    expect(hook.result.current.isOpen).toBe(true);
    expect(onComplete).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.setOpen(false));
    hook.rerender({ count: 3 });
    expect(hook.result.current.isOpen).toBe(false);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});

describe('SettingsDialog', () => {
  it('loads its content with the dialog on hover and shows the children only once it has loaded', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    let resolve: (value: { text: string }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ text: string }>((done) => (resolve = done)));
    const content = createLoadable(load);
    function Panel() {
      return <p>{content.get()?.text}</p>;
    }
    const page = render(
      <SettingsDialog title="Demo Settings" content={content}>
        <Panel />
      </SettingsDialog>,
    );
    const gear = page.getByRole('button', { name: 'Settings' });
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(gear);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(gear);
    expect(page.queryByText('Demo Settings')).toBeNull();
    await act(async () => resolve({ text: 'Panel loaded' }));
    expect(await page.findByText('Panel loaded')).toBeTruthy();
    expect(page.getByText('Demo Settings')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazySettings', () => {
  it('is a gear button whose panel module loads on the first open and then takes the props', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    function VolumePanel({ volume }: { volume: number }) {
      return <p>Volume {volume}%</p>;
    }
    const load = vi.fn(() => Promise.resolve({ VolumePanel }));
    const VolumeSettings = lazySettings('Volume Settings', load, (module) => module.VolumePanel);
    const page = render(<VolumeSettings volume={40} />);
    expect(load).not.toHaveBeenCalled();
    expect(page.queryByText('Volume Settings')).toBeNull();
    fireEvent.click(page.getByRole('button', { name: 'Settings' }));
    expect(await page.findByText('Volume 40%')).toBeTruthy();
    expect(page.getByText('Volume Settings')).toBeTruthy();
    page.rerender(<VolumeSettings volume={70} />);
    expect(page.getByText('Volume 70%')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('SettingGroup', () => {
  it('shows its title to the eye only, then the description, the control and a hint when there is one', () => {
    const page = render(
      <SettingGroup
        title="Pace"
        description="How fast you walk."
        hint="Slow: 8 s a step"
        hintTestId="pace-hint"
      >
        <div role="group" aria-label="Pace" />
      </SettingGroup>,
    );
    expect(page.getByText('Pace').getAttribute('aria-hidden')).toBe('true');
    expect(page.getByRole('group', { name: 'Pace' })).toBeTruthy();
    expect(page.getByText('How fast you walk.')).toBeTruthy();
    expect(page.getByTestId('pace-hint').textContent).toBe('Slow: 8 s a step');
    page.rerender(
      <SettingGroup title="Pace" hint={false}>
        <div role="group" aria-label="Pace" />
      </SettingGroup>,
    );
    expect(page.queryByText('How fast you walk.')).toBeNull();
    expect(page.container.querySelectorAll('p')).toHaveLength(1);
  });
});

describe('SwitchRow', () => {
  it('names the switch by its label, describes it by its hint and reports a flip', () => {
    const onChange = vi.fn();
    const page = render(
      <SwitchRow
        label="Dim Surroundings"
        description="Everything but the flame fades."
        checked
        onCheckedChange={onChange}
      />,
    );
    const toggle = page.getByRole('switch', { name: 'Dim Surroundings' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const hintId = toggle.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toBe('Everything but the flame fades.');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
