// /admin/parents/:id/edit: changes a parent's details (PATCH /api/parents/{id}/, only what
// changed) and their links to their children: a new child or a changed relationship is linked
// (POST .../children/), a removed child unlinked (DELETE .../children/{student_id}/).
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';

import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { asSentence, loadFailure } from '@/lib/errors';

import { useLinkChild, useParent, usePatchParent, useUnlinkChild } from '../api/parents';
import { ParentForm, childChanges, toPatch } from './parent-form';
import { fullName } from './people-parts';

function ParentNotFound() {
  return (
    <section className={panel} aria-labelledby="parent-not-found">
      <h1 id="parent-not-found" className="text-2xl font-bold">
        Parent not found
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        There is no parent at this address. They may have been deleted, or the link is incomplete.
        Find them in the list of parents instead.
      </p>
      <Link to={paths.admin.parents.getHref()} className={`${primaryButton} mt-4 inline-block`}>
        Back to the parents
      </Link>
    </section>
  );
}

export default function EditParentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const parent = useParent(id);
  const patch = usePatchParent();
  const link = useLinkChild();
  const unlink = useUnlinkChild();

  if (parent.isPending) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-400">
        Loading the parent…
      </p>
    );
  }
  if (parent.isError) {
    if (parent.error instanceof ApiError && parent.error.status === 404) return <ParentNotFound />;
    return (
      <section className={panel} role="alert">
        <p>{loadFailure('The parent', parent.error)}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-3`}
          onClick={() => void parent.refetch()}
        >
          Try again
        </button>
      </section>
    );
  }

  const current = parent.data;
  return (
    <section className={panel} aria-labelledby="edit-parent-heading">
      <p>
        <Link to={paths.admin.parents.getHref()} className="text-sm underline">
          Back to the parents
        </Link>
      </p>
      <h1 id="edit-parent-heading" className="mt-2 text-2xl font-bold">
        Edit {fullName(current)}
      </h1>
      <ParentForm
        key={current.id}
        parent={current}
        labelledBy="edit-parent-heading"
        submitLabel="Save changes"
        pendingLabel="Saving…"
        failure="The parent could not be saved. Try again in a moment."
        onSubmit={async (values) => {
          const body = toPatch(values, current);
          const children = childChanges(values, current);
          if (
            Object.keys(body).length === 0 &&
            children.link.length === 0 &&
            children.unlink.length === 0
          ) {
            toast.info('Nothing was changed.');
            navigate(paths.admin.parents.getHref());
            return;
          }
          // The details first: their field errors belong on the form, before any link changes.
          if (Object.keys(body).length > 0) await patch.mutateAsync({ id: current.id, body });
          // The server has no call that changes every link at once: each is its own call, and
          // a refusal says which child it was about and that the rest is saved.
          const step = async (what: string, call: () => Promise<unknown>) => {
            try {
              await call();
            } catch (error) {
              throw new Error(
                `${what}: ${asSentence(errorMessage(error, 'the server did not answer'))} The changes before it are saved: correct this one, then save again.`,
              );
            }
          };
          for (const child of children.unlink) {
            await step(`${child.name} could not be unlinked`, () =>
              unlink.mutateAsync({ parentId: current.id, studentId: child.student_id }),
            );
          }
          for (const child of children.link) {
            await step(`${child.summary} could not be linked`, () =>
              link.mutateAsync({
                parentId: current.id,
                body: { student_id: child.student_id, relationship: child.relationship },
              }),
            );
          }
          toast.success(`${fullName(values)}’s details are saved.`);
          navigate(paths.admin.parents.getHref());
        }}
      />
    </section>
  );
}
