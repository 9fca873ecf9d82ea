import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHiddenOnScrollDown } from './useHiddenOnScrollDown';

function Header() {
  const header = useRef<HTMLElement>(null);
  const hidden = useHiddenOnScrollDown(header);
  return (
    <header ref={header} data-hidden={hidden || undefined}>
      <button type="button">Get help now</button>
    </header>
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const hidden = () => screen.getByRole('banner').hasAttribute('data-hidden');

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useHiddenOnScrollDown', () => {
  it('hides on a scroll down past the top, and comes back on the first scroll up', () => {
    render(<Header />);
    expect(hidden()).toBe(false);

    // Near the top it stays, even scrolling down.
    scrollTo(60);
    expect(hidden()).toBe(false);
    scrollTo(300);
    expect(hidden()).toBe(true);
    scrollTo(900);
    expect(hidden()).toBe(true);
    scrollTo(880);
    expect(hidden()).toBe(false);
    scrollTo(1200);
    expect(hidden()).toBe(true);
    // Back at the top (a new screen scrolls there): shown.
    scrollTo(0);
    expect(hidden()).toBe(false);
  });

  it('does not read the page position until the page scrolls (a read lays the page out)', () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 500;
      },
    });
    render(<Header />);
    expect(reads).toBe(0);

    // The first scroll records where the page is; the next one down hides the header.
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(reads).toBe(1);
    expect(hidden()).toBe(false);
    scrollTo(700);
    expect(hidden()).toBe(true);
  });

  it('comes back when focus moves into it, scrolled down or not', () => {
    render(<Header />);
    scrollTo(200);
    scrollTo(700);
    expect(hidden()).toBe(true);

    fireEvent.focusIn(screen.getByRole('button', { name: 'Get help now' }));
    expect(hidden()).toBe(false);
  });
});
