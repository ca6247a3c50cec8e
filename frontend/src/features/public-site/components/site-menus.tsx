// The navigation bar's menu groups on wide screens (spec §2 "Navigation bar"), built as the
// WAI-ARIA disclosure navigation pattern: each group is a button with aria-expanded and
// aria-controls that shows a list of links. Only one group is open at a time; it closes on a
// second click, a click outside, Escape (focus goes back to its button), focus leaving it, or
// choosing an item. Arrow keys open a group from its button and move between its links.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

import { ChevronDown } from '@/components/ui/icons';

import { MENU_GROUPS, type MenuGroup } from '../navigation';

/** Moves focus among the links of an open list: arrows wrap, Home and End jump. */
function moveFocus(list: HTMLElement | null, key: string): boolean {
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  if (links.length === 0) return false;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    key === 'ArrowDown'
      ? (at + 1) % links.length
      : key === 'ArrowUp'
        ? (at - 1 + links.length) % links.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? links.length - 1
            : -1;
  if (next < 0) return false;
  links[next].focus();
  return true;
}

/** Whether one of the group's pages is the current one. */
export function groupIsCurrent(group: MenuGroup, pathname: string): boolean {
  return group.items.some((item) => item.to === pathname);
}

export function SiteMenus({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const root = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'ArrowDown' | 'ArrowUp' | null>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!open) return;
    const list = document.getElementById(`${open}-menu`);
    if (focusOnOpen.current) {
      moveFocus(list, focusOnOpen.current === 'ArrowDown' ? 'Home' : 'End');
      focusOnOpen.current = null;
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      document.getElementById(`${open}-button`)?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onButtonKey = (id: string) => (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (open === id) moveFocus(document.getElementById(`${id}-menu`), event.key);
    else {
      focusOnOpen.current = event.key;
      setOpen(id);
    }
  };

  return (
    <ul ref={root} className={`items-center gap-1 ${className}`}>
      {MENU_GROUPS.map((group, index) => {
        const isOpen = open === group.id;
        const current = groupIsCurrent(group, pathname);
        return (
          <li
            key={group.id}
            className="relative"
            onBlur={(event) => {
              if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
                setOpen(null);
              }
            }}
          >
            <button
              id={`${group.id}-button`}
              type="button"
              aria-expanded={isOpen}
              aria-controls={`${group.id}-menu`}
              onClick={() => setOpen(isOpen ? null : group.id)}
              onKeyDown={onButtonKey(group.id)}
              className={`rounded-school flex items-center gap-1 px-3 py-2 text-sm font-medium hover:bg-slate-100 aria-expanded:bg-slate-100 dark:hover:bg-slate-800 dark:aria-expanded:bg-slate-800 ${
                current
                  ? 'text-primary dark:text-primary-soft'
                  : 'text-slate-700 dark:text-slate-200'
              }`}
            >
              {group.label}
              <ChevronDown
                className={`size-4 transition-transform duration-200 ${isOpen ? 'rotate-180' : ''}`}
              />
            </button>
            <ul
              id={`${group.id}-menu`}
              hidden={!isOpen}
              onKeyDown={(event) => {
                if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
              }}
              className={`rounded-school absolute top-full z-50 mt-2 w-64 ${
                // The last group opens towards the page, not past its edge.
                index === MENU_GROUPS.length - 1 ? 'right-0' : 'left-0'
              } border border-slate-200 bg-white py-2 shadow-lg dark:border-slate-700 dark:bg-slate-900`}
            >
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    onClick={() => setOpen(null)}
                    className="aria-[current=page]:text-primary block px-4 py-2 text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800 dark:aria-[current=page]:text-primary-soft"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
