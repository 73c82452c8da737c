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
    onPress: vi.fn(),
    onPressCancel: vi.fn(),
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

// issue 27: a press on a tile that is off starts loading its sound, so the tap that follows is heard sooner
describe('a press on a sound tile', () => {
  it('tells the mixer a tap may follow, and when the press became a scroll instead', () => {
    const { handlers, button } = renderTile(false);
    fireEvent.pointerDown(button);
    expect(handlers.onPress).toHaveBeenCalledWith('rain');
    expect(handlers.onToggle).not.toHaveBeenCalled();
    fireEvent.pointerCancel(button);
    expect(handlers.onPressCancel).toHaveBeenCalledWith('rain');
  });

  it('says nothing of a press that will turn the sound off', () => {
    const { handlers, button } = renderTile(true);
    fireEvent.pointerDown(button);
    expect(handlers.onPress).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(handlers.onToggle).toHaveBeenCalledWith('rain');
  });
});
