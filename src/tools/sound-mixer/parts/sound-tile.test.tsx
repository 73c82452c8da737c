// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIXER_SOUNDS } from '../sounds';
import { SoundTile } from './sound-tile';

function rainSound() {
  const rain = MIXER_SOUNDS.find((sound) => sound.id === 'rain');
  if (!rain) throw new Error('no rain in the mixer');
  return rain;
}

function renderTile(isOn: boolean) {
  const handlers = {
    onToggle: vi.fn(),
    onVolume: vi.fn(),
  };
  render(
    <ul>
      <SoundTile
        sound={rainSound()}
        isOn={isOn}
        volume={0.5}
        level={0}
        hasFailed={false}
        isLoading={false}
        {...handlers}
      />
    </ul>,
  );
  return { handlers, button: screen.getByRole('button', { name: 'Rain' }) };
}

afterEach(cleanup);

describe('a sound tile', () => {
  it('toggles its sound on a tap (not on a press, which may become a scroll), and says whether it is on', () => {
    for (const isOn of [false, true]) {
      const { handlers, button } = renderTile(isOn);
      expect(button.getAttribute('aria-pressed')).toBe(String(isOn));
      fireEvent.pointerDown(button);
      expect(handlers.onToggle).not.toHaveBeenCalled();
      fireEvent.click(button);
      expect(handlers.onToggle).toHaveBeenCalledWith('rain');
      cleanup();
    }
  });

  it('changes its volume with the slider, as a fraction', () => {
    const { handlers } = renderTile(true);
    fireEvent.change(screen.getByRole('slider', { name: 'Rain volume' }), {
      target: { value: '40' },
    });
    expect(handlers.onVolume).toHaveBeenCalledWith('rain', 0.4);
  });
});
