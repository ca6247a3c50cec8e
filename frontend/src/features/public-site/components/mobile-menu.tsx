// The navigation bar's menu on narrow screens (spec §2 "The mobile menu toggles open and
// closed"): every group with its items, one tap away. The bar's button shows and hides it.
import { NavLink } from 'react-router-dom';

import { MENU_GROUPS } from '../navigation';

export function MobileMenu({
  id,
  open,
  onChoose,
}: {
  id: string;
  open: boolean;
  onChoose: () => void;
}) {
  return (
    <div
      id={id}
      hidden={!open}
      className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 lg:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <div className="mx-auto grid max-w-6xl gap-x-6 sm:grid-cols-2">
        {MENU_GROUPS.map((group) => (
          <div key={group.id} className="pt-4">
            <p
              id={`${id}-${group.id}`}
              className="px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400"
            >
              {group.label}
            </p>
            <ul aria-labelledby={`${id}-${group.id}`} className="mt-1">
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    onClick={onChoose}
                    className="rounded-school aria-[current=page]:text-primary dark:aria-[current=page]:text-primary-soft block px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
