// The signed-in person's dashboard (GET /api/dashboard/): one answer with every figure of their
// role's screen, so that a phone on a slow connection waits for one request, not a dozen.
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api.gen';

type Schemas = components['schemas'];

export type Dashboard = Schemas['Dashboard'];
export type AdminDashboard = Schemas['AdminDashboard'];
export type TeacherDashboard = Schemas['TeacherDashboard'];
export type StudentDashboard = Schemas['StudentDashboard'];
export type ParentDashboard = Schemas['ParentDashboard'];
export type ChildFigures = Schemas['ChildFigures'];
export type LessonLine = Schemas['LessonLine'];
export type AnnouncementLine = Schemas['AnnouncementLine'];
export type DayRate = Schemas['DayRate'];
export type ClassMoney = Schemas['ClassMoney'];
export type SubjectGrades = Schemas['SubjectGrades'];
export type TermLine = Schemas['TermLine'];

export const dashboardKey = ['dashboard'] as const;

export function useDashboard(enabled = true) {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: () => api.get<Dashboard>('/api/dashboard/'),
    enabled,
    // Registers are marked and payments arrive through the morning: a returning tab reads again.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
