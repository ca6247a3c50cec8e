// Accounts that people made themselves and that wait for an admin (when the school requires
// approval). Shown on the admin dashboard to holders of `users.manage`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import { panel, secondaryButton } from '@/components/ui/styles';
import { api, errorMessage } from '@/lib/api-client';
import { ROLE_LABELS, parseRole } from '@/lib/roles';

import type { UserBody } from '../api/types';
import { useUsers } from '../api/users';

export function PendingApprovals() {
  const pending = useUsers({ approved: false, is_active: true, page_size: 50 }, true);
  const client = useQueryClient();
  const approve = useMutation({
    mutationFn: (user: UserBody) =>
      api.patch<UserBody>(`/api/users/${user.id}/`, { approved: true }),
    onSuccess: (user) => {
      toast.success(`${user.username} can sign in now; the portal e-mails them to say so.`);
      void client.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (error) =>
      toast.error(errorMessage(error, 'The account could not be approved. Try again in a moment.')),
  });
  if (!pending.data || pending.data.count === 0) return null;
  return (
    <section className={`${panel} mt-8`} aria-labelledby="pending-heading">
      <h2 id="pending-heading" className="text-lg font-semibold">
        Accounts waiting for approval ({pending.data.count})
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {pending.data.results.map((user) => {
          const role = parseRole(user.role);
          return (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-medium">{`${user.first_name} ${user.last_name}`.trim()}</span>{' '}
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {user.username} · {user.email} · {role ? ROLE_LABELS[role] : user.role}
                </span>
              </span>
              <button
                type="button"
                className={secondaryButton}
                disabled={approve.isPending}
                onClick={() => approve.mutate(user)}
              >
                Approve
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
