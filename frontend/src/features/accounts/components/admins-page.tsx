// /admin/admins: the school's admins, searchable, with deactivation.
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';

import { DataTable } from '@/components/ui/data-table';
import { inputClass, panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { loadFailure } from '@/lib/errors';
import { useDates } from '@/lib/school';

import { useAdmins, useSetAdminActive } from '../api/admins';
import type { UserBody } from '../api/types';

const PAGE_SIZE = 25;

function adminName(admin: UserBody): string {
  return `${admin.first_name} ${admin.last_name}`.trim() || admin.username;
}

export default function AdminsPage() {
  const dates = useDates();
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
      toast.error(errorMessage(error, 'The change could not be saved. Try again in a moment.'));
    }
  };

  return (
    <section className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Admins</h1>
        <Link to={paths.admin.addAdmin.getHref()} className={primaryButton}>
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
      <DataTable
        caption="Admins"
        columns={[
          { id: 'name', header: 'Name', cell: (admin) => adminName(admin) },
          { id: 'username', header: 'Username', cell: (admin) => admin.username },
          {
            id: 'email',
            header: 'E-mail',
            className: 'min-w-44 break-all',
            cell: (admin) => admin.email || '—',
          },
          {
            id: 'access',
            header: 'Access',
            cell: (admin) =>
              admin.is_active ? (admin.is_superuser ? 'Superuser' : 'Admin') : 'Deactivated',
          },
          {
            id: 'last_login',
            header: 'Last sign-in',
            cell: (admin) => (admin.last_login ? dates.moment(admin.last_login) : 'Never'),
          },
          {
            id: 'actions',
            header: 'Actions',
            hideHeader: true,
            cell: (admin) =>
              admin.id !== user?.id && (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={setActive.isPending}
                  onClick={() => void toggle(admin.id, adminName(admin), !admin.is_active)}
                >
                  {admin.is_active ? 'Deactivate' : 'Reactivate'}
                </button>
              ),
          },
        ]}
        rows={admins.data?.results}
        rowKey={(admin) => admin.id}
        rowClassName={(admin) =>
          admin.is_active ? undefined : 'text-slate-600 dark:text-slate-400'
        }
        stale={admins.isPlaceholderData}
        loadingText="Loading the admins…"
        error={admins.isError ? loadFailure('The admins', admins.error) : null}
        onRetry={() => void admins.refetch()}
        empty={
          deferred
            ? `No admin matches “${deferred}”. Check the spelling, or search by username or e-mail.`
            : 'No admins yet. Add one with “Add an admin”.'
        }
        pagination={
          admins.data && {
            page,
            pageSize: PAGE_SIZE,
            count: admins.data.count,
            onPage: setPage,
          }
        }
      />
    </section>
  );
}
