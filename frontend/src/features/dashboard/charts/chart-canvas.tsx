// One chart.js chart on a canvas, with what it shows said in words (the canvas's label) and in a
// table anyone can open (and a screen reader reads). chart.js is registered piece by piece, so
// only the line and bar charts the dashboards draw are in the bundle, and this file is reached
// only by the dashboards' lazy import: the landing page never loads it.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef, type ReactNode } from 'react';

import { panel } from '@/components/ui/styles';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

/** The school's colour and the page's text colour, as the theme has them now. */
export function themeColours(): { primary: string; text: string; grid: string } {
  const root = getComputedStyle(document.documentElement);
  const dark = document.documentElement.classList.contains('dark');
  return {
    primary: root.getPropertyValue('--school-primary').trim() || '#2563eb',
    text: dark ? '#cbd5e1' : '#334155',
    grid: dark ? 'rgba(148,163,184,0.2)' : 'rgba(100,116,139,0.2)',
  };
}

export function ChartFigure({
  id,
  title,
  summary,
  config,
  table,
  height = 'h-64',
}: {
  id: string;
  title: string;
  /** What the chart shows, in a sentence: the canvas's accessible name. */
  summary: string;
  config: () => ChartConfiguration;
  /** The same figures as a table. */
  table: ReactNode;
  /** The canvas's height, as a Tailwind class (no inline styles: the CSP forbids them). */
  height?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // Each chart is drawn in a task of its own, after the page's render: three charts drawn in
    // one go held a phone's page for a long moment, in which a tap went unanswered.
    let chart: Chart | undefined;
    const timer = window.setTimeout(() => {
      const c = config();
      chart = new Chart(element, {
        ...c,
        options: {
          maintainAspectRatio: false,
          // Drawn once, without chart.js's entrance animation, which redrew every chart on every
          // frame for a second: on a phone that held the page while it opened (Lighthouse
          // counted it as a fifth of the admin dashboard's main-thread time).
          animation: false,
          ...c.options,
        },
      });
    });
    return () => {
      window.clearTimeout(timer);
      chart?.destroy();
    };
  }, [config]);
  return (
    <figure className={`${panel} mt-6 min-w-0`} aria-labelledby={id}>
      <figcaption id={id} className="text-lg font-semibold">
        {title}
      </figcaption>
      <div className={`relative mt-3 ${height}`}>
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium underline">
          See the figures as a table
        </summary>
        <div className="mt-2 scroll-hint relative overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}
