// /admin/parents: the parents, searched on the server, with their children; linking a child to
// a parent and unlinking one, deactivation, deletion and a CSV export of the same selection.
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';

import { Field } from '@/components/ui/field';
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

import {
  exportParents,
  useDeleteParent,
  useLinkChild,
  useParents,
  usePatchParent,
  useUnlinkChild,
  type ParentListParams,
} from '../api/parents';
import type { ParentBody, ParentChild, StudentBody } from '../api/types';
import { ChildPicker, RelationshipOptions, studentSummary } from './child-picker';
import { Problem, errorText, fullName, useDebouncedValue } from './people-parts';

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
      onProblem(errorText(error, 'The child could not be linked. Try again in a moment.'));
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

export default function ParentsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [linking, setLinking] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const debounced = useDebouncedValue(search.trim());
  const params: ParentListParams = {
    search: debounced || undefined,
    ordering: 'last_name',
    page,
    page_size: PAGE_SIZE,
  };
  const parents = useParents(params);
  const patch = usePatchParent();
  const remove = useDeleteParent();
  const unlink = useUnlinkChild();

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
      setProblem(errorText(error, `${name} could not be changed. Try again in a moment.`));
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
      setProblem(errorText(error, `${name} could not be deleted. Try again in a moment.`));
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
      setProblem(errorText(error, 'The child could not be unlinked. Try again in a moment.'));
    }
  };

  const onExport = async () => {
    setExporting(true);
    setProblem(null);
    try {
      await exportParents(params);
    } catch (error) {
      setProblem(errorText(error, 'The export failed. Try again in a moment.'));
    } finally {
      setExporting(false);
    }
  };

  const results = parents.data?.results ?? [];
  return (
    <section className={panel} aria-labelledby="parents-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="parents-heading" className="text-2xl font-bold">
          Parents
        </h1>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={exporting}
            onClick={() => void onExport()}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
          <Link to="/admin/parents/add" className={primaryButton}>
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

      <Problem text={problem} onDismiss={() => setProblem(null)} />
      {parents.isError && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          The parents could not be loaded: {parents.error.message} Reload the page to try again.
        </p>
      )}
      {parents.isPending && (
        <p role="status" className="mt-4 text-slate-600 dark:text-slate-400">
          Loading the parents…
        </p>
      )}

      <div className="mt-4 overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>Name</th>
              <th className={thClass}>E-mail</th>
              <th className={thClass}>Phone</th>
              <th className={thClass}>Children</th>
              <th className={thClass}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {results.map((parent) => {
              const name = fullName(parent);
              return (
                <Fragment key={parent.id}>
                  <tr className={parent.is_active ? '' : 'text-slate-500'}>
                    <td className={tdClass}>
                      {name}
                      {!parent.is_active && (
                        <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs dark:bg-slate-700">
                          Deactivated
                        </span>
                      )}
                    </td>
                    <td className={`${tdClass} break-all`}>{parent.email || '—'}</td>
                    <td className={tdClass}>{parent.phone || '—'}</td>
                    <td className={tdClass}>
                      {parent.children.length === 0 ? (
                        '—'
                      ) : (
                        <ul className="space-y-1">
                          {parent.children.map((child) => (
                            <li
                              key={child.student_id}
                              className="flex flex-wrap items-center gap-2"
                            >
                              <span>
                                {child.name}
                                {child.class_name && ` (${child.class_name})`}
                                {child.relationship && (
                                  <span className="text-slate-600 dark:text-slate-400">
                                    {' '}
                                    · {child.relationship}
                                  </span>
                                )}
                              </span>
                              <button
                                type="button"
                                className="text-xs underline"
                                aria-label={`Unlink ${child.name} from ${name}`}
                                disabled={unlink.isPending}
                                onClick={() => void unlinkChild(parent, child)}
                              >
                                Unlink
                              </button>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td className={tdClass}>
                      <div className="flex flex-wrap gap-2">
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
                    </td>
                  </tr>
                  {linking === parent.id && (
                    <tr>
                      <td colSpan={5} className={tdClass}>
                        <LinkChildForm
                          parent={parent}
                          onDone={() => setLinking(null)}
                          onProblem={setProblem}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
        {parents.data?.count === 0 && (
          <p className="mt-4 text-slate-600 dark:text-slate-400">
            {params.search
              ? 'No parent matches. Change the search to see more.'
              : 'No parents yet. Add the first with “Add a parent”.'}
          </p>
        )}
      </div>
      {parents.data && (
        <Pager page={page} pageSize={PAGE_SIZE} count={parents.data.count} onPage={setPage} />
      )}
    </section>
  );
}
