import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useScrolledPast } from './use-scrolled';

function Probe() {
  return <p>{useScrolledPast(8) ? 'scrolled' : 'at the top'}</p>;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => scrollTo(0));

describe('useScrolledPast', () => {
  it('knows a page that opens scrolled, and follows the scroll both ways', () => {
    scrollTo(300);
    render(<Probe />);
    expect(screen.getByText('scrolled')).toBeInTheDocument();

    act(() => {
      scrollTo(0);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('at the top')).toBeInTheDocument();

    act(() => {
      scrollTo(9);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('scrolled')).toBeInTheDocument();
  });
});
