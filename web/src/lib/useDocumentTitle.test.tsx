import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './useDocumentTitle';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('titles the page while its component is shown, and gives the product title back after', () => {
    const { rerender, unmount } = render(<Titled title="Goals" />);
    expect(document.title).toBe('Goals · Selah');

    rerender(<Titled title="Journal" />);
    expect(document.title).toBe('Journal · Selah');

    unmount();
    expect(document.title).toBe('Selah · Your faith-based wellness community');
  });
});
