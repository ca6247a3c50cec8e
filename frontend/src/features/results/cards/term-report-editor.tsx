// A student's term report as staff write it (decisions/021): the class teacher's comment and the
// 1-5 ratings (the class teacher, or an admin with `results.publish`), the principal's comment
// (admins with `results.publish`), each comment chosen from the bank of reusable comments or
// written, and a written one kept in the bank for next time. Saving sends only what changed; the
// server answers the card as it now stands. While the class's results are published nothing can
// change (unpublish first), and the form says so instead of offering a save that would fail.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { TextareaField } from '@/components/ui/textarea-field';
import { inputClass, primaryButton, secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/errors';

import {
  type CommentKind,
  type Rating,
  type ReportCard,
  type ReportSave,
  addBankComment,
  cardKeys,
  deleteBankComment,
  saveReport,
  useCommentBank,
} from '../cards-api';
import { RATING_WORDS } from './format';

const MAX_COMMENT = 500;

function CommentField({
  kind,
  label,
  value,
  onChange,
  canDeleteFromBank,
  error,
}: {
  kind: CommentKind;
  label: string;
  value: string;
  onChange: (text: string) => void;
  canDeleteFromBank: boolean;
  error?: string;
}) {
  const client = useQueryClient();
  const bank = useCommentBank();
  const pickId = useId();
  const mine = (bank.data ?? []).filter((c) => c.kind === kind);
  const chosen = mine.find((c) => c.body === value);

  const keep = async () => {
    try {
      await addBankComment(kind, value.trim());
      toast.success('The comment is in the bank for next time.');
      await client.invalidateQueries({ queryKey: cardKeys.bank() });
    } catch (failure) {
      toast.error(errorMessage(failure, 'The comment was not kept. Try again in a moment.'));
    }
  };
  const remove = async (id: string) => {
    try {
      await deleteBankComment(id);
      toast.success('The comment is out of the bank.');
      await client.invalidateQueries({ queryKey: cardKeys.bank() });
    } catch (failure) {
      toast.error(errorMessage(failure, 'The comment was not removed. Try again in a moment.'));
    }
  };

  return (
    <div className="space-y-2">
      <TextareaField
        label={label}
        rows={3}
        maxLength={MAX_COMMENT}
        value={value}
        error={error}
        hint={`${value.length} of ${MAX_COMMENT} characters`}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="flex flex-wrap items-end gap-2">
        {mine.length > 0 && (
          <div className="min-w-0 flex-1">
            <label htmlFor={pickId} className="block text-sm font-medium">
              From the comment bank
            </label>
            <select
              id={pickId}
              className={`${inputClass} mt-1`}
              value={chosen?.id ?? ''}
              onChange={(e) => {
                const picked = mine.find((c) => c.id === e.target.value);
                if (picked) onChange(picked.body);
              }}
            >
              <option value="">Choose a comment…</option>
              {mine.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.body}
                </option>
              ))}
            </select>
          </div>
        )}
        {value.trim() && !chosen && (
          <button type="button" className={secondaryButton} onClick={() => void keep()}>
            Keep in the bank
          </button>
        )}
        {chosen && canDeleteFromBank && (
          <button type="button" className={secondaryButton} onClick={() => void remove(chosen.id)}>
            Remove from the bank
          </button>
        )}
      </div>
    </div>
  );
}

function RatingsField({
  title,
  ratings,
  onChange,
}: {
  title: string;
  ratings: Rating[];
  onChange: (name: string, value: number | null) => void;
}) {
  const base = useId();
  if (ratings.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{title}</legend>
      {ratings.map((r, i) => (
        <div key={r.name} className="flex items-center justify-between gap-3">
          <label htmlFor={`${base}-${i}`} className="text-sm">
            {r.name}
          </label>
          <select
            id={`${base}-${i}`}
            className={`${inputClass} w-40`}
            value={r.value ?? ''}
            onChange={(e) => onChange(r.name, e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Not rated</option>
            {[5, 4, 3, 2, 1].map((v) => (
              <option key={v} value={v}>
                {v} · {RATING_WORDS[v]}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}

export function TermReportEditor({
  card,
  term,
  canPrincipal,
}: {
  card: ReportCard;
  /** The term in the address ('' for the current term). */
  term: string;
  /** An admin with `results.publish`: the principal's comment, and removing bank comments. */
  canPrincipal: boolean;
}) {
  const client = useQueryClient();
  const [teacherComment, setTeacherComment] = useState(card.class_teacher_comment);
  const [principalComment, setPrincipalComment] = useState(card.principal_comment);
  const [ratings, setRatings] = useState<Rating[]>(card.ratings);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [fields, setFields] = useState<Record<string, string[]>>({});

  if (card.published) {
    return (
      <p className="rounded-school bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">
        These results are published, so the comments and ratings cannot change. An admin who
        publishes results can unpublish the class to correct them.
      </p>
    );
  }

  const body: ReportSave = {};
  if (teacherComment !== card.class_teacher_comment)
    body.class_teacher_comment = teacherComment.trim();
  if (canPrincipal && principalComment !== card.principal_comment)
    body.principal_comment = principalComment.trim();
  const changedRatings = ratings.filter(
    (r) =>
      (card.ratings.find((o) => o.name === r.name && o.group === r.group)?.value ?? null) !==
      (r.value ?? null),
  );
  if (changedRatings.length > 0)
    body.ratings = changedRatings.map((r) => ({ ...r, value: r.value ?? null }));
  const dirty = Object.keys(body).length > 0;

  const save = async () => {
    setBusy(true);
    setProblem('');
    setFields({});
    try {
      const saved = await saveReport(card.student_id, term, body);
      toast.success(`${card.name}’s term report is saved.`);
      client.setQueryData(cardKeys.card(card.student_id, term), saved);
      // The class's cards and broadsheet read it again when next opened.
      await client.invalidateQueries({ queryKey: cardKeys.all, refetchType: 'none' });
    } catch (failure) {
      setFields(serverFieldErrors(failure) ?? {});
      setProblem(errorMessage(failure, 'The term report was not saved. Try again in a moment.'));
    } finally {
      setBusy(false);
    }
  };

  const setRating = (group: Rating['group']) => (name: string, value: number | null) =>
    setRatings((all) =>
      all.map((r) => (r.group === group && r.name === name ? { ...r, value } : r)),
    );

  return (
    <form
      aria-label={`${card.name}’s term report`}
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <CommentField
        kind="class_teacher"
        label="Class teacher’s comment"
        value={teacherComment}
        onChange={setTeacherComment}
        canDeleteFromBank={canPrincipal}
        error={fields.class_teacher_comment?.join(' ')}
      />
      {canPrincipal && (
        <CommentField
          kind="principal"
          label="Principal’s comment"
          value={principalComment}
          onChange={setPrincipalComment}
          canDeleteFromBank={canPrincipal}
          error={fields.principal_comment?.join(' ')}
        />
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <RatingsField
          title="Behaviour (affective)"
          ratings={ratings.filter((r) => r.group === 'affective')}
          onChange={setRating('affective')}
        />
        <RatingsField
          title="Skills (psychomotor)"
          ratings={ratings.filter((r) => r.group === 'psychomotor')}
          onChange={setRating('psychomotor')}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={busy || !dirty}>
        {busy ? 'Saving…' : 'Save the term report'}
      </button>
      {!dirty && (
        <span className="ml-3 text-sm text-slate-600 dark:text-slate-400">No changes to save.</span>
      )}
    </form>
  );
}
