// /api/exams/ and /api/exam-schedules/: an exam of a term (a test or an exam) and its papers,
// each a class's subject on a date and time, in a room, with an invigilator. An exam is drafted,
// then published (the students and parents of its classes are told and see their papers), held and
// completed. The server refuses a clash (a class, an invigilator or a room in two places at
// once) with 409 and a sentence naming the paper already there; the screens show it as it is.
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api.gen';
import type { Paginated } from '@/types/paginated';

type Schemas = components['schemas'];

export type Exam = Schemas['Exam'];
export type ExamInput = Schemas['ExamInput'];
export type ExamPatch = Schemas['ExamPatch'];
export type ExamKind = Schemas['ExamKind'];
export type ExamStatus = Schemas['ExamStatus'];
export type PublishResult = Schemas['PublishResult'];
export type ExamPaper = Schemas['ExamPaper'];
export type ExamPaperInput = Schemas['ExamPaperInput'];
export type ExamPaperPatch = Schemas['ExamPaperPatch'];

// What the screens send: the optional fields (a term, an invigilator, a room) may be left out,
// and a change names only what changes.
export type NewExam = Pick<ExamInput, 'name' | 'kind' | 'start_date' | 'end_date'> &
  Partial<ExamInput>;
export type ExamChanges = Partial<ExamPatch>;
export type NewPaper = Pick<
  ExamPaperInput,
  'exam_id' | 'class_subject_id' | 'date' | 'start_time' | 'end_time'
> &
  Partial<ExamPaperInput>;
export type PaperChanges = Partial<ExamPaperPatch>;

/** The most a list answers at once (product.md §1). */
export const MOST = 200;

export type ExamParams = {
  term_id?: string;
  status?: ExamStatus;
  kind?: ExamKind;
  page?: number;
  page_size?: number;
};

export type PaperParams = {
  exam_id?: string;
  class_id?: string;
  invigilator_id?: string;
  /** `YYYY-MM-DD`, this day and after. */
  from?: string;
  to?: string;
  date?: string;
  page_size?: number;
};

export const examKeys = {
  all: ['exams'] as const,
  list: (params: ExamParams) => [...examKeys.all, 'list', params] as const,
  papers: ['exams', 'papers'] as const,
  paperList: (params: PaperParams) => [...examKeys.papers, params] as const,
};

export function useExams(params: ExamParams) {
  return useQuery({
    queryKey: examKeys.list(params),
    queryFn: () => api.get<Paginated<Exam>>('/api/exams/', params),
    placeholderData: keepPreviousData,
  });
}

/** One page of papers (the first `page_size`, by date, start time and class). */
export function useExamPapers(params: PaperParams, enabled = true) {
  return useQuery({
    queryKey: examKeys.paperList(params),
    queryFn: () =>
      api.get<Paginated<ExamPaper>>('/api/exam-schedules/', { page_size: MOST, ...params }),
    enabled,
  });
}

/** How many coming papers a family's exams page shows at a time. */
export const COMING_PAGE = 20;

/**
 * The coming papers from `from` on, page by page: a family's exams page shows the first and
 * fetches the next when asked ("Show more papers").
 */
export function useComingPapers(from: string) {
  const params = { from, page_size: COMING_PAGE };
  return useInfiniteQuery({
    queryKey: [...examKeys.paperList(params), 'pages'] as const,
    queryFn: ({ pageParam }) =>
      api.get<Paginated<ExamPaper>>('/api/exam-schedules/', { ...params, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
}

const examPath = (id: string) => `/api/exams/${encodeURIComponent(id)}/`;
const paperPath = (id: string) => `/api/exam-schedules/${encodeURIComponent(id)}/`;

/** Every write to an exam or a paper can change both lists (an exam counts its papers). */
function useInvalidateExams() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: examKeys.all });
}

export function useAddExam() {
  const onSuccess = useInvalidateExams();
  return useMutation({
    mutationFn: (input: NewExam) => api.post<Exam>('/api/exams/', input),
    onSuccess,
  });
}

export function usePatchExam() {
  const onSuccess = useInvalidateExams();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ExamChanges }) =>
      api.patch<Exam>(examPath(id), body),
    onSuccess,
  });
}

export function useDeleteExam() {
  const onSuccess = useInvalidateExams();
  return useMutation({ mutationFn: (id: string) => api.delete(examPath(id)), onSuccess });
}

/** Publishes a drafted exam: its status becomes scheduled and the school is told. */
export function usePublishExam() {
  const onSuccess = useInvalidateExams();
  return useMutation({
    mutationFn: (id: string) => api.post<PublishResult>(`${examPath(id)}publish/`),
    onSuccess,
  });
}

export function useAddPaper() {
  const onSuccess = useInvalidateExams();
  return useMutation({
    mutationFn: (input: NewPaper) => api.post<ExamPaper>('/api/exam-schedules/', input),
    onSuccess,
  });
}

export function usePatchPaper() {
  const onSuccess = useInvalidateExams();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PaperChanges }) =>
      api.patch<ExamPaper>(paperPath(id), body),
    onSuccess,
  });
}

export function useRemovePaper() {
  const onSuccess = useInvalidateExams();
  return useMutation({ mutationFn: (id: string) => api.delete(paperPath(id)), onSuccess });
}

/** The signed-in teacher's own record id, to mark the papers they invigilate. */
export function useMyTeacherId() {
  return useQuery({
    queryKey: ['exam-lookups', 'my-teacher'],
    queryFn: async () => (await api.get<{ id: string }>('/api/teachers/me/')).id,
    staleTime: Infinity,
  });
}

// What the schedule's form picks from: the classes, a class's subjects and the teachers.
type Named = { id: string; name: string };
export type ClassSubject = Pick<
  Schemas['ClassSubject'],
  'id' | 'subject_name' | 'teacher_id' | 'teacher_name'
>;
type Teacher = Pick<Schemas['Teacher'], 'id' | 'first_name' | 'last_name'>;

export function useClasses() {
  return useQuery({
    queryKey: ['exam-lookups', 'classes'],
    queryFn: async () =>
      (await api.get<Paginated<Named>>('/api/classes/', { page_size: MOST })).results,
  });
}

export function useClassSubjects(classId: string) {
  return useQuery({
    queryKey: ['exam-lookups', 'class-subjects', classId],
    queryFn: async () =>
      (
        await api.get<Paginated<ClassSubject>>('/api/class-subjects/', {
          class_id: classId,
          page_size: MOST,
        })
      ).results,
    enabled: Boolean(classId),
  });
}

export function useTeachers() {
  return useQuery({
    queryKey: ['exam-lookups', 'teachers'],
    queryFn: async () =>
      (
        await api.get<Paginated<Teacher>>('/api/teachers/', {
          is_active: true,
          ordering: 'last_name',
          page_size: MOST,
        })
      ).results,
  });
}
