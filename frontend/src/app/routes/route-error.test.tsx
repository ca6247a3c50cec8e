import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { ErrorBoundary, GenericErrorScreen } from '@/components/ui/error-screens';

import { page } from '../router';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('Nothing here works.');
}

describe("the error screens of spec §2 'Dialogs and error screens'", () => {
  it('shows the route error page with debug information, Go Home and Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ path: '/broken', element: <Broken />, errorElement: <RouteError /> }],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { name: 'Oops! Something went wrong' }),
    ).toBeVisible();
    expect(screen.getByText(/could not be loaded/)).toBeVisible();
    expect(screen.getByText('Debug information')).toBeVisible();
    expect(screen.getByText(window.location.href)).toBeVisible();
    expect(screen.getByText('Error: Nothing here works.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows the generic error screen when a part fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(
      screen.getByText(
        'We encountered an error while loading this page. Please try refreshing the page.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  });

  it("says 'Error loading {page}' when a page's code cannot be downloaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/about',
          ...page('About', () => Promise.reject(new TypeError('Failed to fetch'))),
        },
      ],
      { initialEntries: ['/about'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Error loading About')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('renders a page that loads', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ path: '/', ...page('Home', async () => ({ default: () => <h1>Home</h1> })) }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(GenericErrorScreen).toBeTypeOf('function');
  });
});
