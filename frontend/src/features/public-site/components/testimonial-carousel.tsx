// The footer's testimonials (spec §4 "Testimonial carousel"): the next one every 4 seconds with a
// 300 ms fade; the dots jump to a testimonial. It stands still while the pointer is over it or
// focus is in it, when the visitor pauses it, and for visitors who ask for reduced motion (they
// use the dots). Screen readers hear a change only when it is the visitor's own doing.
import { useCallback, useEffect, useRef, useState } from 'react';

import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { usePrefersReducedMotion } from '@/lib/use-media-query';

import type { Testimonial } from '../testimonials';

export const ROTATE_MS = 4000;
export const FADE_MS = 300;

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-amber-500 dark:text-amber-400">
      <span className="sr-only">Rated {rating} out of 5</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= rating ? '' : 'opacity-30'}>
          ★
        </span>
      ))}
    </p>
  );
}

export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const fade = useRef<number | undefined>(undefined);
  const rotating = count > 1 && !hovered && !focused && !paused && !reducedMotion;

  /** Fades out, shows testimonial `next` (wrapping), fades back in. */
  const show = useCallback(
    (next: (current: number) => number) => {
      window.clearTimeout(fade.current);
      if (reducedMotion) {
        setIndex((i) => next(i) % count);
        return;
      }
      setFading(true);
      fade.current = window.setTimeout(() => {
        setIndex((i) => next(i) % count);
        setFading(false);
      }, FADE_MS);
    },
    [count, reducedMotion],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => show((i) => i + 1), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, show]);

  useEffect(() => () => window.clearTimeout(fade.current), []);

  if (count === 0) return null;
  const t = testimonials[index];

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-rotating={rotating}
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="testimonials-heading" className="text-lg font-semibold text-white">
          What families say
        </h2>
        {count > 1 && !reducedMotion && (
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? 'Play testimonials' : 'Pause testimonials'}
            className="rounded-school p-1.5 text-slate-300 hover:bg-white/10 hover:text-white"
          >
            {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
          </button>
        )}
      </div>
      <div aria-live={rotating ? 'off' : 'polite'} className="mt-4 min-h-56 sm:min-h-44">
        {/* The slide is a group around the figure: a figure with a caption may not be one. */}
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
          data-testimonial={index}
          style={{ transitionDuration: `${FADE_MS}ms` }}
          className={`transition-opacity motion-reduce:transition-none ${fading ? 'opacity-0' : 'opacity-100'}`}
        >
          <figure>
            <Stars rating={t.rating} />
            <blockquote className="mt-3 text-base leading-relaxed text-slate-100">
              <p>“{t.text}”</p>
            </blockquote>
            <figcaption className="mt-4 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="bg-primary flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white"
              >
                {t.initials}
              </span>
              <span className="text-sm leading-tight">
                <span className="block font-semibold text-white">{t.name}</span>
                <span className="block text-slate-300">
                  {t.role} · {t.source}
                </span>
              </span>
            </figcaption>
          </figure>
        </div>
      </div>
      {count > 1 && (
        <div className="mt-4 flex gap-1">
          {testimonials.map((item, i) => (
            <button
              key={item.name}
              type="button"
              aria-label={`Show testimonial ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => i !== index && show(() => i)}
              className="group flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all ${
                  i === index ? 'w-5 bg-white' : 'w-2 bg-slate-400 group-hover:bg-slate-200'
                }`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
