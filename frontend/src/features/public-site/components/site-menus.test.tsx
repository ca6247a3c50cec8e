import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { SiteMenus } from './site-menus';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderMenus() {
  render(
    <MemoryRouter>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SiteMenus />
              <p>Outside</p>
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  const button = (name: string) => screen.getByRole('button', { name });
  return { button };
}

describe('the navigation bar’s menus (spec §2)', () => {
  it('has the spec’s groups as disclosure buttons, all closed', () => {
    const { button } = renderMenus();
    for (const name of ['About', 'Admissions', 'Academics', 'News', 'Portal']) {
      expect(button(name)).toHaveAttribute('aria-expanded', 'false');
      expect(
        document.getElementById(button(name).getAttribute('aria-controls')!),
      ).not.toBeVisible();
    }
  });

  it('opens one group at a time and closes it on a second click', () => {
    const { button } = renderMenus();
    fireEvent.click(button('About'));
    expect(button('About')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Office of the Proprietress' })).toBeVisible();

    fireEvent.click(button('Portal'));
    expect(button('About')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Portal')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Parents' })).toHaveAttribute('href', '/parent-login');
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/teacher-login');
    expect(screen.getByRole('link', { name: 'Returning Students' })).toHaveAttribute(
      'href',
      '/student-login',
    );
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin-login');

    fireEvent.click(button('Portal'));
    expect(button('Portal')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside and on Escape, which gives the focus back', () => {
    const { button } = renderMenus();
    fireEvent.click(button('Academics'));
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button('Academics')).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button('Academics'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button('Academics')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Academics')).toHaveFocus();
  });

  it('closes when an item is chosen, and goes there', () => {
    const { button } = renderMenus();
    fireEvent.click(button('News'));
    fireEvent.click(screen.getByRole('link', { name: 'Events' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/news/events');
    expect(button('News')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard on the first or last item and moves with the arrows', () => {
    const { button } = renderMenus();
    fireEvent.keyDown(button('Academics'), { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'Academic Structure' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Academic Structure' }), {
      key: 'ArrowDown',
    });
    expect(screen.getByRole('link', { name: 'Curriculum' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Curriculum' }), { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'Academic Structure' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Academic Structure' }), { key: 'End' });
    expect(screen.getByRole('link', { name: 'Curriculum' })).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.keyDown(button('Portal'), { key: 'ArrowUp' });
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveFocus();
  });
});
