// Intl's locale data, loaded before a page needs it (main.tsx).

/**
 * Formats a number and a time once, in a task of its own while the page's code and reads are
 * still on their way. The first thing a page formats with Intl loads the browser's locale data:
 * 16–31 ms in Chromium on the CI machine, several times that on a phone, which the dashboards'
 * first render otherwise spent with the page waiting (decisions/025). Every signed-in page
 * but the admin's dashboard uses Intl (the teachers' and families' write times on the school's
 * clock, dates.ts's schoolMoment); that one writes whole numbers and the sums of the usual
 * currencies without it.
 */
export function warmNumberFormats() {
  window.setTimeout(() => {
    (0).toLocaleString('en');
    new Date(0).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  });
}
