// Accounts that people made themselves and that wait for an admin (when the school requires
// approval). Shown on the admin dashboard to holders of `users.manage`. The toasts' library
// downloads when an approval answers, not with the dashboard: on a phone its code was one more
// long task of the dashboard's opening, for a toast most visits never raise (sonner shows a
// toast raised before its Toaster is ready once the Toaster is).
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { panel, secondaryButton } from '@/components/ui/styles';
import { api, errorMessage } from '@/lib/api-client';
import { ROLE_LABELS, parseRole } from '@/lib/roles';

import type { UserBody } from '../api/types';
import { useUsers } from '../api/users';

/** A toast, its library downloaded when it is first raised. */
function say(kind: 'success' | 'error', message: string) {
  void import('sonner').then(({ toast }) => toast[kind](message));
}

export function PendingApprovals() {
  const pending = useUsers({ approved: false, is_active: true, page_size: 50 }, true);
  const client = useQueryClient();
  const approve = useMutation({
    mutationFn: (user: UserBody) =>
      api.patch<UserBody>(`/api/users/${user.id}/`, { approved: true }),
    onSuccess: (user) => {
      say('success', `${user.username} can sign in now; the portal e-mails them to say so.`);
      void client.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (error) =>
      say(
        'error',
        errorMessage(error, 'The account could not be approved. Try again in a moment.'),
      ),
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
