import { describe, expect, it, vi } from 'vitest';
import type { HowlOptions } from 'howler';
import { playAmbient, stopAmbient } from './ambient-player';

const { FakeHowl, howls } = vi.hoisted(() => {
  const howls: InstanceType<typeof FakeHowl>[] = [];
  class FakeHowl {
    play = vi.fn();
    stop = vi.fn();
    unload = vi.fn();
    constructor(readonly options: HowlOptions) {
      howls.push(this);
    }
  }
  return { FakeHowl, howls };
});

vi.mock('howler', () => ({ Howl: FakeHowl }));

describe('ambient player', () => {
  it('streams one looping track at a time and frees it on stop', () => {
    playAmbient('/audio/rain.mp3');
    expect(howls[0]!.options).toMatchObject({ src: ['/audio/rain.mp3'], html5: true, loop: true });
    expect(howls[0]!.play).toHaveBeenCalledTimes(1);

    playAmbient('/audio/ocean.mp3');
    expect(howls[0]!.stop).toHaveBeenCalled();
    expect(howls[0]!.unload).toHaveBeenCalled();
    expect(howls[1]!.play).toHaveBeenCalledTimes(1);

    stopAmbient();
    expect(howls[1]!.stop).toHaveBeenCalled();
    expect(howls[1]!.unload).toHaveBeenCalled();
  });

  it('stops and reports a track that cannot load', () => {
    const onError = vi.fn();
    playAmbient('/audio/missing.mp3', { onError });
    const howl = howls.at(-1)!;
    howl.options.onloaderror?.(1, 'not found');
    expect(howl.unload).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
