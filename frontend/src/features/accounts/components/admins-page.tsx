// /admin/admins: the school's admins, searchable, with deactivation.
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';

import { Pager } from '@/components/ui/pager';
import {
  inputClass,
  panel,
  primaryButton,
  secondaryButton,
  tableClass,
  tdClass,
  thClass,
} from '@/components/ui/styles';
import { useAuth } from '@/lib/auth';

import { useAdmins, useSetAdminActive } from '../api/admins';

const PAGE_SIZE = 25;

export default function AdminsPage() {
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search);
  const admins = useAdmins({ search: deferred || undefined, page, page_size: PAGE_SIZE });
  const setActive = useSetAdminActive();

  const toggle = async (id: string, name: string, active: boolean) => {
    if (
      !active &&
      !window.confirm(`Deactivate ${name}? They are signed out at once and cannot sign in.`)
    )
      return;
    try {
      await setActive.mutateAsync({ id, active });
      toast.success(active ? `${name} can sign in again.` : `${name} is deactivated.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The change could not be saved.');
    }
  };

  return (
    <section className={panel} aria-labelledby="admins-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="admins-heading" className="text-2xl font-bold">
          Admins
        </h1>
        <Link to="/admin/admins/add" className={primaryButton}>
          Add an admin
        </Link>
      </div>
      <label className="mt-4 block max-w-sm text-sm font-medium">
        Search
        <input
          type="search"
          className={`${inputClass} mt-1`}
          placeholder="Name, username or e-mail"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </label>
      {admins.isError && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {admins.error.message}
        </p>
      )}
      <div className="mt-4 overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>Name</th>
              <th className={thClass}>Username</th>
              <th className={thClass}>E-mail</th>
              <th className={thClass}>Access</th>
              <th className={thClass}>Last sign-in</th>
              <th className={thClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {admins.data?.results.map((admin) => {
              const name = `${admin.first_name} ${admin.last_name}`.trim() || admin.username;
              return (
                <tr key={admin.id} className={admin.is_active ? '' : 'text-slate-500'}>
                  <td className={tdClass}>{name}</td>
                  <td className={tdClass}>{admin.username}</td>
                  <td className={`${tdClass} break-all`}>{admin.email || '—'}</td>
                  <td className={tdClass}>
                    {admin.is_active ? (admin.is_superuser ? 'Superuser' : 'Admin') : 'Deactivated'}
                  </td>
                  <td className={tdClass}>
                    {admin.last_login ? new Date(admin.last_login).toLocaleString() : 'Never'}
                  </td>
                  <td className={tdClass}>
                    {admin.id !== user?.id && (
                      <button
                        type="button"
                        className={secondaryButton}
                        disabled={setActive.isPending}
                        onClick={() => void toggle(admin.id, name, !admin.is_active)}
                      >
                        {admin.is_active ? 'Deactivate' : 'Reactivate'}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {admins.data?.count === 0 && (
          <p className="mt-4 text-slate-600">No admin matches “{deferred}”.</p>
        )}
      </div>
      {admins.data && (
        <Pager page={page} pageSize={PAGE_SIZE} count={admins.data.count} onPage={setPage} />
      )}
    </section>
  );
}
