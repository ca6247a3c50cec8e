// /admin/parents: the parents, searched on the server, with their children; editing a parent,
// linking a child to a parent and unlinking one, deactivating and deleting one or the selected
// ones at once, and a CSV export of the same selection.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';

import { DataTable, useRowSelection, type Column } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { inputClass, panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { itemErrors, loadFailure } from '@/lib/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { ParentBody, ParentChild, StudentBody } from '@/types/register';

import {
  exportParents,
  useBulkDeleteParents,
  useBulkSetParentsActive,
  useDeleteParent,
  useLinkChild,
  useParents,
  usePatchParent,
  useUnlinkChild,
  type ParentListParams,
  type ParentOrdering,
} from '../api/parents';
import { ChildPicker, RelationshipOptions, studentSummary } from './child-picker';
import { Problem, fullName } from './people-parts';

const PAGE_SIZE = 50;

/** The inline form that links one more child to `parent`. */
function LinkChildForm({
  parent,
  onDone,
  onProblem,
}: {
  parent: ParentBody;
  onDone: () => void;
  onProblem: (text: string) => void;
}) {
  const name = fullName(parent);
  const headingId = useId();
  const relationships = useId();
  const link = useLinkChild();
  const [student, setStudent] = useState<StudentBody | null>(null);
  const [relationship, setRelationship] = useState('');

  const submit = async () => {
    if (!student) return;
    try {
      await link.mutateAsync({
        parentId: parent.id,
        body: { student_id: student.id, relationship: relationship.trim() },
      });
      toast.success(`${fullName(student)} is linked to ${name}.`);
      onDone();
    } catch (error) {
      onProblem(errorMessage(error, 'The child could not be linked. Try again in a moment.'));
    }
  };

  return (
    <form
      aria-labelledby={headingId}
      className="rounded-school space-y-3 bg-slate-50 p-4 dark:bg-slate-800"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id={headingId} className="font-semibold">
        Link a child to {name}
      </h2>
      {student ? (
        <p className="flex flex-wrap items-center gap-3">
          <span>{studentSummary(student)}</span>
          <button type="button" className={secondaryButton} onClick={() => setStudent(null)}>
            Choose another student
          </button>
        </p>
      ) : (
        <div className="max-w-md">
          <ChildPicker exclude={parent.children.map((c) => c.student_id)} onPick={setStudent} />
        </div>
      )}
      <div className="max-w-xs">
        <RelationshipOptions id={relationships} />
        <Field
          label="Relationship"
          list={relationships}
          placeholder="Mother, Father, Guardian…"
          maxLength={50}
          value={relationship}
          onChange={(e) => setRelationship(e.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={!student || link.isPending}>
          {link.isPending ? 'Linking…' : 'Link child'}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface Trouble {
  text: string;
  details?: string[];
}

/** 'Grace Eze' or 'these 3 parents', for the sentences about a selection. */
function whom(parents: readonly ParentBody[]): string {
  return parents.length === 1 ? fullName(parents[0]) : `these ${parents.length} parents`;
}

function ChildrenCell({
  parent,
  disabled,
  onUnlink,
}: {
  parent: ParentBody;
  disabled: boolean;
  onUnlink: (child: ParentChild) => void;
}) {
  if (parent.children.length === 0) return <>—</>;
  const name = fullName(parent);
  return (
    <ul className="space-y-1">
      {parent.children.map((child) => (
        <li key={child.student_id} className="flex flex-wrap items-center gap-2">
          <span>
            {child.name}
            {child.class_name && ` (${child.class_name})`}
            {child.relationship && (
              <span className="text-slate-600 dark:text-slate-400"> · {child.relationship}</span>
            )}
          </span>
          <button
            type="button"
            className="text-xs underline"
            aria-label={`Unlink ${child.name} from ${name}`}
            disabled={disabled}
            onClick={() => onUnlink(child)}
          >
            Unlink
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The orders the server takes (ParentOrder): the table's headers ask for these. */
const ORDERINGS: readonly string[] = ['last_name', '-last_name', 'first_name', '-first_name'];

export default function ParentsPage() {
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState<ParentOrdering>('last_name');
  const [page, setPage] = useState(1);
  const [linking, setLinking] = useState<string | null>(null);
  const [problem, setProblem] = useState<Trouble | null>(null);
  const [exporting, setExporting] = useState(false);
  const debounced = useDebouncedValue(search.trim());
  const params: ParentListParams = {
    search: debounced || undefined,
    ordering,
    page,
    page_size: PAGE_SIZE,
  };
  const parents = useParents(params);
  const patch = usePatchParent();
  const remove = useDeleteParent();
  const unlink = useUnlinkChild();
  const bulkActive = useBulkSetParentsActive();
  const bulkDelete = useBulkDeleteParents();
  const [selected, select] = useRowSelection(JSON.stringify(params));

  const toggle = async (parent: ParentBody) => {
    const name = fullName(parent);
    if (
      parent.is_active &&
      !window.confirm(`Deactivate ${name}? They are signed out at once and cannot sign in.`)
    )
      return;
    setProblem(null);
    try {
      await patch.mutateAsync({ id: parent.id, body: { is_active: !parent.is_active } });
      toast.success(parent.is_active ? `${name} is deactivated.` : `${name} can sign in again.`);
    } catch (error) {
      setProblem({
        text: errorMessage(error, `${name} could not be changed. Try again in a moment.`),
      });
    }
  };

  const destroy = async (parent: ParentBody) => {
    const name = fullName(parent);
    if (
      !window.confirm(
        `Delete ${name} and their sign-in account? Their links to their children go too. This cannot be undone.`,
      )
    )
      return;
    setProblem(null);
    try {
      await remove.mutateAsync(parent.id);
      toast.success(`${name} is deleted.`);
    } catch (error) {
      setProblem({
        text: errorMessage(error, `${name} could not be deleted. Try again in a moment.`),
      });
    }
  };

  const unlinkChild = async (parent: ParentBody, child: ParentChild) => {
    const name = fullName(parent);
    if (!window.confirm(`Unlink ${child.name} from ${name}? ${name} will no longer see them.`))
      return;
    setProblem(null);
    try {
      await unlink.mutateAsync({ parentId: parent.id, studentId: child.student_id });
      toast.success(`${child.name} is no longer linked to ${name}.`);
    } catch (error) {
      setProblem({
        text: errorMessage(error, 'The child could not be unlinked. Try again in a moment.'),
      });
    }
  };

  /** A bulk call's refusal: the server's sentence, and each refused parent's reason. */
  const refused = (error: unknown, chosen: readonly ParentBody[], fallback: string) =>
    setProblem({
      text: errorMessage(error, fallback),
      details: itemErrors(error, (i) => (chosen[i] ? fullName(chosen[i]) : `Parent ${i + 1}`)),
    });

  const setActive = async (chosen: ParentBody[], active: boolean) => {
    const n = chosen.length;
    if (
      !active &&
      !window.confirm(
        `Deactivate ${whom(chosen)}? They are signed out at once and cannot sign in until they are activated again.`,
      )
    )
      return;
    setProblem(null);
    try {
      await bulkActive.mutateAsync({ ids: chosen.map((p) => p.id), active });
      const subject = n === 1 ? `${fullName(chosen[0])} is` : `${n} parents are`;
      toast.success(active ? `${subject} active and can sign in.` : `${subject} deactivated.`);
      select([]);
    } catch (error) {
      refused(
        error,
        chosen,
        `The parents could not be ${active ? 'activated' : 'deactivated'}: nothing was changed. Try again in a moment.`,
      );
    }
  };

  const deleteChosen = async (chosen: ParentBody[]) => {
    if (
      !window.confirm(
        `Delete ${whom(chosen)} and ${chosen.length === 1 ? 'their sign-in account' : 'their sign-in accounts'}? Their links to their children go too. This cannot be undone.`,
      )
    )
      return;
    setProblem(null);
    try {
      await bulkDelete.mutateAsync(chosen.map((p) => p.id));
      toast.success(
        chosen.length === 1
          ? `${fullName(chosen[0])} is deleted.`
          : `${chosen.length} parents are deleted.`,
      );
      select([]);
    } catch (error) {
      refused(
        error,
        chosen,
        'The parents could not be deleted: nothing was deleted. Try again in a moment.',
      );
    }
  };

  const onExport = async () => {
    setExporting(true);
    setProblem(null);
    try {
      await exportParents(params);
    } catch (error) {
      setProblem({ text: errorMessage(error, 'The export failed. Try again in a moment.') });
    } finally {
      setExporting(false);
    }
  };

  const busy = bulkActive.isPending || bulkDelete.isPending;
  const columns: Column<ParentBody>[] = [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'last_name',
      cell: (parent) => (
        <>
          {fullName(parent)}
          {!parent.is_active && (
            <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs dark:bg-slate-700">
              Deactivated
            </span>
          )}
        </>
      ),
    },
    { id: 'email', header: 'E-mail', className: 'min-w-44 break-all', cell: (p) => p.email || '—' },
    { id: 'phone', header: 'Phone', className: 'whitespace-nowrap', cell: (p) => p.phone || '—' },
    {
      id: 'children',
      header: 'Children',
      cell: (parent) => (
        <ChildrenCell
          parent={parent}
          disabled={unlink.isPending}
          onUnlink={(child) => void unlinkChild(parent, child)}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (parent) => {
        const name = fullName(parent);
        return (
          <div className="flex flex-wrap gap-2">
            <Link
              to={paths.admin.editParent.getHref({ id: parent.id })}
              className={secondaryButton}
              aria-label={`Edit ${name}`}
            >
              Edit
            </Link>
            <button
              type="button"
              className={secondaryButton}
              aria-label={`Link a child to ${name}`}
              aria-expanded={linking === parent.id}
              onClick={() => setLinking(linking === parent.id ? null : parent.id)}
            >
              Link a child
            </button>
            <button
              type="button"
              className={secondaryButton}
              aria-label={`${parent.is_active ? 'Deactivate' : 'Activate'} ${name}`}
              disabled={patch.isPending}
              onClick={() => void toggle(parent)}
            >
              {parent.is_active ? 'Deactivate' : 'Activate'}
            </button>
            <button
              type="button"
              className={secondaryButton}
              aria-label={`Delete ${name}`}
              disabled={remove.isPending}
              onClick={() => void destroy(parent)}
            >
              Delete
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <section className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Parents</h1>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={exporting}
            onClick={() => void onExport()}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
          <Link to={paths.admin.addParent.getHref()} className={primaryButton}>
            Add a parent
          </Link>
        </div>
      </div>

      <label className="mt-4 block max-w-sm text-sm font-medium">
        Search
        <input
          type="search"
          className={`${inputClass} mt-1`}
          placeholder="Name, e-mail or phone"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </label>

      <Problem
        text={problem?.text ?? null}
        details={problem?.details}
        onDismiss={() => setProblem(null)}
      />
      <DataTable
        caption="Parents"
        columns={columns}
        rows={parents.data?.results}
        rowKey={(parent) => parent.id}
        rowClassName={(parent) =>
          parent.is_active ? undefined : 'text-slate-600 dark:text-slate-400'
        }
        rowDetail={(parent) =>
          linking === parent.id && (
            <LinkChildForm
              parent={parent}
              onDone={() => setLinking(null)}
              onProblem={(text) => setProblem({ text })}
            />
          )
        }
        stale={parents.isPlaceholderData}
        loadingText="Loading the parents…"
        error={parents.isError ? loadFailure('The parents', parents.error) : null}
        onRetry={() => void parents.refetch()}
        empty={
          params.search
            ? 'No parent matches. Change the search to see more.'
            : 'No parents yet. Add the first with “Add a parent”.'
        }
        sorting={{
          ordering,
          onOrderingChange: (next) => {
            if (ORDERINGS.includes(next)) {
              setOrdering(next as ParentOrdering);
              setPage(1);
            }
          },
        }}
        selection={{
          selected,
          onChange: select,
          rowLabel: (parent) => `Select ${fullName(parent)}`,
          allLabel: 'Select every parent on this page',
          noun: { one: 'parent', many: 'parents' },
          actions: (chosen) => (
            <>
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => void setActive(chosen, true)}
              >
                Activate
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => void setActive(chosen, false)}
              >
                Deactivate
              </button>
              <button
                type="button"
                className={`${secondaryButton} text-red-700 dark:text-red-400`}
                disabled={busy}
                onClick={() => void deleteChosen(chosen)}
              >
                Delete
              </button>
            </>
          ),
        }}
        pagination={
          parents.data && {
            page,
            pageSize: PAGE_SIZE,
            count: parents.data.count,
            onPage: setPage,
          }
        }
      />
    </section>
  );
}
