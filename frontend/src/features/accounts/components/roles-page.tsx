// /admin/roles: superusers group permissions into roles and grant roles to admins.
import { useState } from 'react';
import { toast } from 'sonner';

import { DataTable } from '@/components/ui/data-table';
import { inputClass, panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';

import { useAdmins } from '../api/admins';
import {
  useDeleteRole,
  useGrantRole,
  useGrants,
  usePermissions,
  useRevokeGrant,
  useRoles,
  useSaveRole,
} from '../api/roles';
import type { RoleBody } from '../api/types';

function RoleEditor({ role, onDone }: { role: RoleBody | null; onDone: () => void }) {
  const permissions = usePermissions();
  const save = useSaveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [chosen, setChosen] = useState<string[]>(role?.permissions ?? []);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      toast.error('Give the role a name.');
      return;
    }
    try {
      await save.mutateAsync({ id: role?.id, body: { name, description, permissions: chosen } });
      toast.success(`The role ${name} is saved.`);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, 'The role could not be saved. Try again in a moment.'));
    }
  };
  return (
    <form
      onSubmit={submit}
      className="rounded-school mt-4 space-y-3 border border-slate-200 p-4 dark:border-slate-700"
      aria-label={role ? `Edit ${role.name}` : 'New role'}
    >
      <label className="block text-sm font-medium">
        Role name
        <input
          className={`${inputClass} mt-1`}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label className="block text-sm font-medium">
        Description
        <input
          className={`${inputClass} mt-1`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <fieldset>
        <legend className="text-sm font-medium">Permissions</legend>
        {permissions.data?.results.map((p) => (
          <label key={p.codename} className="mt-1 flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={chosen.includes(p.codename)}
              onChange={(e) =>
                setChosen((c) =>
                  e.target.checked ? [...c, p.codename] : c.filter((x) => x !== p.codename),
                )
              }
            />
            <span>
              {p.description}{' '}
              <code className="text-xs text-slate-600 dark:text-slate-400">{p.codename}</code>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          Save role
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export default function RolesPage() {
  const roles = useRoles();
  const grants = useGrants();
  const admins = useAdmins({ page_size: 200, is_active: true });
  const remove = useDeleteRole();
  const grant = useGrantRole();
  const revoke = useRevokeGrant();
  const [editing, setEditing] = useState<RoleBody | 'new' | null>(null);
  const [grantUser, setGrantUser] = useState('');
  const [grantRole, setGrantRole] = useState('');

  // Superusers hold every permission already, so only the other admins can be granted a role.
  const grantees = admins.data?.results.filter((a) => !a.is_superuser);
  const grantBlocked =
    roles.data && roles.data.results.length === 0
      ? 'There are no roles to grant yet: add a role above first.'
      : grantees && grantees.length === 0
        ? 'Every active admin is a superuser, who holds every permission already: add an admin without superuser rights to grant them a role.'
        : null;

  const roleName = (id: string) =>
    roles.data?.results.find((r) => r.id === id)?.name ?? 'a deleted role';
  const adminName = (id: string) => {
    const a = admins.data?.results.find((x) => x.id === id);
    return a ? `${a.first_name} ${a.last_name}`.trim() || a.username : 'a deactivated admin';
  };

  return (
    <div className="space-y-6">
      <section className={panel} aria-labelledby="roles-heading">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 id="roles-heading" className="text-2xl font-bold">
            Roles and permissions
          </h1>
          <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
            New role
          </button>
        </div>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Superusers hold every permission. Other admins hold the permissions of the roles granted
          to them.
        </p>
        {editing && (
          <RoleEditor
            key={editing === 'new' ? 'new' : editing.id}
            role={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
        {roles.isError && (
          <p role="alert">
            {loadFailure('The roles', roles.error, 'Reload the page to try again.')}
          </p>
        )}
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {roles.data?.results.map((role) => (
            <li key={role.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div>
                <p className="font-semibold">{role.name}</p>
                {role.description && (
                  <p className="text-sm text-slate-600 dark:text-slate-400">{role.description}</p>
                )}
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {role.permissions.join(', ') || 'No permissions'}
                </p>
              </div>
              <div className="flex gap-2">
                <button type="button" className={secondaryButton} onClick={() => setEditing(role)}>
                  Edit
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={async () => {
                    if (
                      !window.confirm(
                        `Delete the role ${role.name}? The admins who hold it lose its permissions.`,
                      )
                    )
                      return;
                    try {
                      await remove.mutateAsync(role.id);
                      toast.success(`The role ${role.name} is deleted.`);
                    } catch (error) {
                      toast.error(
                        errorMessage(
                          error,
                          'The role could not be deleted. Try again in a moment.',
                        ),
                      );
                    }
                  }}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
          {roles.data?.count === 0 && (
            <li className="py-3 text-slate-600 dark:text-slate-400">
              No roles yet. Make one to give admins permissions.
            </li>
          )}
        </ul>
      </section>

      <section className={panel} aria-labelledby="grants-heading">
        <h2 id="grants-heading" className="text-xl font-bold">
          Who holds which role
        </h2>
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!grantUser || !grantRole) {
              toast.error('Choose an admin and a role.');
              return;
            }
            try {
              await grant.mutateAsync({ user: grantUser, role: grantRole });
              toast.success(`${adminName(grantUser)} holds ${roleName(grantRole)} now.`);
            } catch (error) {
              toast.error(
                errorMessage(error, 'The role could not be granted. Try again in a moment.'),
              );
            }
          }}
        >
          <div className="text-sm font-medium">
            <label htmlFor="grant-admin">Admin</label>
            <select
              id="grant-admin"
              className={`${inputClass} mt-1`}
              value={grantUser}
              onChange={(e) => setGrantUser(e.target.value)}
            >
              <option value="">Choose…</option>
              {grantees?.map((a) => (
                <option key={a.id} value={a.id}>
                  {`${a.first_name} ${a.last_name}`.trim() || a.username} ({a.username})
                </option>
              ))}
            </select>
          </div>
          <div className="text-sm font-medium">
            <label htmlFor="grant-role">Role</label>
            <select
              id="grant-role"
              className={`${inputClass} mt-1`}
              value={grantRole}
              onChange={(e) => setGrantRole(e.target.value)}
            >
              <option value="">Choose…</option>
              {roles.data?.results.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className={primaryButton}
            disabled={grant.isPending || grantBlocked !== null}
            aria-describedby={grantBlocked ? 'grant-blocked' : undefined}
          >
            Grant
          </button>
        </form>
        {grantBlocked && (
          <p id="grant-blocked" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {grantBlocked}
          </p>
        )}
        <DataTable
          caption="Roles granted"
          columns={[
            {
              id: 'admin',
              header: 'Admin',
              sortKey: 'admin',
              sortValue: (g) => adminName(g.user),
              cell: (g) => adminName(g.user),
            },
            {
              id: 'role',
              header: 'Role',
              sortKey: 'role',
              sortValue: (g) => roleName(g.role),
              cell: (g) => roleName(g.role),
            },
            {
              id: 'actions',
              header: 'Actions',
              hideHeader: true,
              cell: (g) => (
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Take ${roleName(g.role)} back from ${adminName(g.user)}`}
                  onClick={async () => {
                    try {
                      await revoke.mutateAsync(g.id);
                      toast.success('The role is taken back.');
                    } catch (error) {
                      toast.error(
                        errorMessage(
                          error,
                          'The role could not be taken back. Try again in a moment.',
                        ),
                      );
                    }
                  }}
                >
                  Take back
                </button>
              ),
            },
          ]}
          rows={grants.data?.results}
          rowKey={(g) => g.id}
          loadingText="Loading who holds which role…"
          error={grants.isError ? loadFailure('The roles granted', grants.error) : null}
          onRetry={() => void grants.refetch()}
          empty="No admin holds a role yet. Grant one with the form above."
        />
      </section>
    </div>
  );
}
