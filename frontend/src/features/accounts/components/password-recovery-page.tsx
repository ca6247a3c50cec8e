// /admin/password-recovery: find an account, then give it a temporary password or e-mail it a
// reset link. Either way, every session of that account ends.
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';

import { DataTable } from '@/components/ui/data-table';
import { inputClass, panel, secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';
import { ROLE_LABELS, parseRole } from '@/lib/roles';

import type { RecoveryResponse, UserBody } from '../api/types';
import { useRecoverPassword, useUsers } from '../api/users';

export default function PasswordRecoveryPage() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const users = useUsers({ search: deferred, page_size: 20 }, deferred.length >= 2);
  const recover = useRecoverPassword();
  const [result, setResult] = useState<{ user: UserBody; answer: RecoveryResponse } | null>(null);

  const run = async (user: UserBody, method: 'temporary_password' | 'reset_link') => {
    try {
      const answer = await recover.mutateAsync({ id: user.id, method });
      setResult({ user, answer });
      toast.success(answer.detail);
    } catch (error) {
      toast.error(
        errorMessage(error, 'The password could not be recovered. Try again in a moment.'),
      );
    }
  };

  return (
    <section className={panel} aria-labelledby="recovery-heading">
      <h1 id="recovery-heading" className="text-2xl font-bold">
        Password recovery
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Find the person, then set a temporary password to tell them, or e-mail them a link.
      </p>
      {result && (
        <div
          role="status"
          className="rounded-school mt-4 bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <p>
            {result.user.username}: {result.answer.detail}
          </p>
          {result.answer.temporary_password && (
            <p className="mt-2">
              Temporary password:{' '}
              <code className="rounded bg-white px-2 py-1 font-mono text-lg tracking-wider text-slate-900">
                {result.answer.temporary_password}
              </code>{' '}
              <span className="text-sm">(shown once)</span>
            </p>
          )}
        </div>
      )}
      <label className="mt-4 block max-w-sm text-sm font-medium">
        Find an account
        <input
          type="search"
          className={`${inputClass} mt-1`}
          placeholder="At least 2 letters of a name, username or e-mail"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {deferred.length >= 2 && (
        <DataTable
          caption="Accounts found"
          columns={[
            {
              id: 'name',
              header: 'Name',
              cell: (user) => `${user.first_name} ${user.last_name}`.trim(),
            },
            { id: 'username', header: 'Username', cell: (user) => user.username },
            {
              id: 'role',
              header: 'Role',
              cell: (user) => {
                const role = parseRole(user.role);
                return role ? ROLE_LABELS[role] : user.role;
              },
            },
            {
              id: 'actions',
              header: 'Actions',
              hideHeader: true,
              cell: (user) => (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={recover.isPending}
                    onClick={() => void run(user, 'temporary_password')}
                  >
                    Set a temporary password
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={recover.isPending || !user.email}
                    title={user.email ? undefined : 'This account has no e-mail address.'}
                    onClick={() => void run(user, 'reset_link')}
                  >
                    E-mail a reset link
                  </button>
                </div>
              ),
            },
          ]}
          rows={users.data?.results}
          rowKey={(user) => user.id}
          stale={users.isPlaceholderData}
          loadingText="Searching the accounts…"
          error={users.isError ? loadFailure('The accounts', users.error) : null}
          onRetry={() => void users.refetch()}
          empty={`No account matches “${deferred}”. Check the spelling, or search by username or e-mail.`}
        />
      )}
    </section>
  );
}
