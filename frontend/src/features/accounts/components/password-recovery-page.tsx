// /admin/password-recovery: find an account, then give it a temporary password or e-mail it a
// reset link. Either way, every session of that account ends.
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';

import {
  inputClass,
  panel,
  secondaryButton,
  tableClass,
  tdClass,
  thClass,
} from '@/components/ui/styles';
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
      toast.error(error instanceof Error ? error.message : 'The password could not be recovered.');
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
      {users.isError && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {users.error.message}
        </p>
      )}
      {users.data && (
        <div className="mt-4 overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr>
                <th className={thClass}>Name</th>
                <th className={thClass}>Username</th>
                <th className={thClass}>Role</th>
                <th className={thClass}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.results.map((user) => {
                const role = parseRole(user.role);
                return (
                  <tr key={user.id}>
                    <td className={tdClass}>{`${user.first_name} ${user.last_name}`.trim()}</td>
                    <td className={tdClass}>{user.username}</td>
                    <td className={tdClass}>{role ? ROLE_LABELS[role] : user.role}</td>
                    <td className={`${tdClass} flex flex-wrap gap-2`}>
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
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {users.data.count === 0 && (
            <p className="mt-4 text-slate-600">No account matches “{deferred}”.</p>
          )}
        </div>
      )}
    </section>
  );
}
