// /api/lessons/ (decision 017): the lessons of the caller's reach, one term at a time (the
// current term unless named). The server refuses a clash with 409 and a sentence naming the
// lesson already there; the screens show that sentence as it is.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api.gen';
import type { Paginated } from '@/types/paginated';

type Schemas = components['schemas'];

export type Lesson = Schemas['Lesson'];
export type LessonInput = Schemas['LessonInput'];
export type Weekday = Schemas['Weekday'];

/** A week of lessons fits one page (product.md §1 allows 200). */
const WEEK = 200;

export type LessonParams = {
  class_id?: string;
  teacher_id?: string;
  weekday?: Weekday;
};

export const lessonKeys = {
  all: ['lessons'] as const,
  list: (params: LessonParams) => [...lessonKeys.all, params] as const,
};

export const lessonsQuery = (params: LessonParams) =>
  queryOptions({
    queryKey: lessonKeys.list(params),
    queryFn: async () =>
      (await api.get<Paginated<Lesson>>('/api/lessons/', { ...params, page_size: WEEK })).results,
  });

export function useLessons(params: LessonParams, enabled = true) {
  return useQuery({ ...lessonsQuery(params), enabled });
}

/** The signed-in teacher's own record id, to pick the lessons they teach. */
export function useMyTeacherId() {
  return useQuery({
    queryKey: ['lessons', 'my-teacher'],
    queryFn: async () => (await api.get<{ id: string }>('/api/teachers/me/')).id,
  });
}

export function useAddLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LessonInput) => api.post<Lesson>('/api/lessons/', input),
    onSuccess: () => void client.invalidateQueries({ queryKey: lessonKeys.all }),
  });
}

export function useRemoveLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/lessons/${encodeURIComponent(id)}/`),
    onSuccess: () => void client.invalidateQueries({ queryKey: lessonKeys.all }),
  });
}
