import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { boardStore, classResults } from '../testing/card-fixtures';
import ResultsBoardPage from './results-board-page';

function serve(permissions = ['results.publish'], start = classResults()) {
  signedInAs('admin', { permissions, is_superuser: false });
  const { store, handlers } = boardStore(start);
  server.use(schoolSettings(), ...handlers);
  renderApp(<ResultsBoardPage />, { route: '/admin/results', path: '/admin/results' });
  return store;
}

/** The class's panel, its sheets opened. */
async function classPanel() {
  const panel = await screen.findByRole('region', { name: 'JSS 1A' });
  fireEvent.click(
    within(panel).getByRole('button', { name: 'Show 2 sheets (1 waiting for approval)' }),
  );
  return panel;
}

afterEach(() => vi.restoreAllMocks());

describe('the results board', () => {
  it('approves a submitted sheet, then publishes the class after a confirmation', async () => {
    const store = serve();
    const panel = await classPanel();
    expect(
      within(panel).getByText(/1 of 2 sheets approved; waiting for Mathematics/),
    ).toBeVisible();
    const publish = within(panel).getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();

    const maths = within(panel).getByRole('row', { name: /Mathematics/ });
    fireEvent.click(within(maths).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(panel).getByText('Every sheet is approved: ready to publish.')).toBeVisible(),
    );
    // The version the board showed goes with the approval, in the board's term.
    expect(store.calls[0]).toEqual({
      what: 'approve cs-1a-maths',
      body: { version: 4 },
      term: 'term-2',
    });

    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(store.calls).toHaveLength(1);
    fireEvent.click(within(panel).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(within(panel).getByText('Published: families see the report cards.')).toBeVisible(),
    );
    expect(confirm.mock.calls[1][0]).toMatch(/Students and parents will see the report cards/);
    expect(within(panel).getByRole('button', { name: 'Unpublish' })).toBeVisible();

    // Changes after publishing are a click away.
    fireEvent.click(within(panel).getByRole('button', { name: 'Changes since publishing' }));
    const log = await within(panel).findByRole('table', {
      name: 'Changes since the results were first published',
    });
    expect(within(log).getByRole('row', { name: /Mathematics: Exam/ })).toHaveTextContent(
      /Head Admin.*Ada Obi.*52\.5.*55/,
    );
  });

  it('returns a sheet only with what to correct', async () => {
    const store = serve();
    const panel = await classPanel();
    const maths = within(panel).getByRole('row', { name: /Mathematics/ });
    fireEvent.click(within(maths).getByRole('button', { name: 'Return' }));
    fireEvent.click(within(maths).getByRole('button', { name: 'Return to the teacher' }));
    expect(await within(maths).findByText(/Say what the teacher should correct/)).toBeVisible();
    expect(store.calls).toHaveLength(0);

    fireEvent.change(
      within(maths).getByRole('textbox', { name: 'What should be corrected in Mathematics?' }),
      { target: { value: 'Two exam scores are above 60.' } },
    );
    fireEvent.click(within(maths).getByRole('button', { name: 'Return to the teacher' }));
    await waitFor(() => expect(store.calls).toHaveLength(1));
    expect(store.calls[0].body).toEqual({ version: 4, reason: 'Two exam scores are above 60.' });
    expect(await within(panel).findByText('Returned for changes')).toBeVisible();
  });

  it('shows the server’s refusal of a publish as it is', async () => {
    const store = serve(['results.publish'], classResults({ ready: true }));
    const panel = await classPanel();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Every subject must be approved first: Mathematics (submitted).'),
    ).toBeVisible();
    expect(store.calls.map((c) => c.what)).toEqual(['publish class-1a']);
  });

  it('shows the classes in a state, kept in the address', async () => {
    serve();
    const filters = await screen.findByRole('navigation', { name: 'Show classes' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All (1)', 'Waiting for approval (1)', 'Ready to publish (0)', 'Published (0)']);
    fireEvent.click(within(filters).getByRole('button', { name: 'Published (0)' }));
    expect(await screen.findByText('No class is in this state.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'JSS 1A' })).toBeNull();
    fireEvent.click(within(filters).getByRole('button', { name: 'Waiting for approval (1)' }));
    expect(await screen.findByRole('region', { name: 'JSS 1A' })).toBeVisible();
  });

  it('lets an admin without results.publish read the board but not act on it', async () => {
    serve([]);
    const panel = await classPanel();
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.getByText(/need the results.publish permission/)).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Broadsheet' })).toHaveAttribute(
      'href',
      '/admin/results/broadsheet/class-1a?term=term-2',
    );
  });
});
