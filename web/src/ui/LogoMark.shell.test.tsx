import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import pageHtml from '../../index.html?raw';
import { LogoMark } from './icons';

/** The page's static shell (web/index.html), painted before the app's scripts have run. */
const page = new DOMParser().parseFromString(pageHtml, 'text/html');

/**
 * What a mark draws: each shape and gradient stop with its geometry and paint, in order. Ids and
 * the references to them differ (the app's come from useId), so they are left out.
 */
function drawing(svg: Element): string[] {
  return Array.from(svg.querySelectorAll('stop, rect, circle, path')).map((shape) => {
    const attributes = Array.from(shape.attributes)
      .filter((attribute) => !/^(id|clip-path)$/.test(attribute.name))
      .filter((attribute) => !attribute.value.startsWith('url('))
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort();
    return `${shape.tagName.toLowerCase()} ${attributes.join(' ')}`;
  });
}

describe("the static shell's logo", () => {
  it('draws what the app draws, so the top bar does not change when React replaces the shell', () => {
    const shellMark = page.querySelector('#root svg');
    const { container } = render(<LogoMark className="size-8" />);
    const appMark = container.querySelector('svg')!;

    expect(shellMark).not.toBeNull();
    expect(drawing(shellMark!)).toEqual(drawing(appMark));
    expect(drawing(appMark)).toHaveLength(7);
    expect(shellMark!.getAttribute('viewBox')).toBe(appMark.getAttribute('viewBox'));
    expect(shellMark!.getAttribute('class')).toBe(appMark.getAttribute('class'));
  });

  it('is drawn inline, not an image file the browser must build a document for', () => {
    expect(page.querySelector('#root img')).toBeNull();
  });
});
