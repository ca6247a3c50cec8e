import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TESTIMONIALS } from '../testimonials';
import { FADE_MS, ROTATE_MS, TestimonialCarousel } from './testimonial-carousel';

const shown = () => screen.getByRole('group').getAttribute('data-testimonial');

function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('the testimonial carousel (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fades to the next testimonial every 4 seconds, and wraps', () => {
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    expect(shown()).toBe('0');
    expect(screen.getByText(new RegExp(TESTIMONIALS[0].name))).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(ROTATE_MS));
    expect(screen.getByRole('group')).toHaveClass('opacity-0');
    expect(shown()).toBe('0');
    act(() => vi.advanceTimersByTime(FADE_MS));
    expect(shown()).toBe('1');
    expect(screen.getByRole('group')).toHaveClass('opacity-100');

    act(() => vi.advanceTimersByTime((ROTATE_MS + 0) * (TESTIMONIALS.length - 1)));
    act(() => vi.advanceTimersByTime(FADE_MS));
    expect(shown()).toBe('0');
  });

  it('jumps to a testimonial from its dot', () => {
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3 of 5' }));
    act(() => vi.advanceTimersByTime(FADE_MS));
    expect(shown()).toBe('2');
    expect(screen.getByRole('button', { name: 'Show testimonial 3 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('group')).toHaveAccessibleName('3 of 5');
  });

  it('stands still while the pointer is over it or it is paused', () => {
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    const region = screen.getByRole('region', { name: 'What families say' });
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(ROTATE_MS * 3));
    expect(shown()).toBe('0');
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(ROTATE_MS + FADE_MS));
    expect(shown()).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => vi.advanceTimersByTime(ROTATE_MS * 3));
    expect(shown()).toBe('1');
    expect(screen.getByRole('group').parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('does not move for a visitor who asks for reduced motion', () => {
    reduceMotion(true);
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    act(() => vi.advanceTimersByTime(ROTATE_MS * 3));
    expect(shown()).toBe('0');
    expect(screen.queryByRole('button', { name: 'Pause testimonials' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2 of 5' }));
    expect(shown()).toBe('1');
  });
});
