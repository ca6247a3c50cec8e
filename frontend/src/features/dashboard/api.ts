// The signed-in person's dashboard (GET /api/dashboard/): one answer with every figure of their
// role's screen, so that a phone on a slow connection waits for one request, not a dozen.
import { useQuery } from '@tanstack/react-query';

import { api, earlyAnswer } from '@/lib/api-client';
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

const DASHBOARD_PATH = '/api/dashboard/';

/** The answer the script's early read brought, when it is in (lib/early-reads.ts). */
let arrived: { data: Dashboard; at: number } | undefined;
const early = {
  initialData: () => {
    arrived = earlyAnswer<Dashboard>(DASHBOARD_PATH);
    return arrived?.data;
  },
  initialDataUpdatedAt: () => arrived?.at,
};

export function useDashboard(enabled = true) {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: () => api.get<Dashboard>(DASHBOARD_PATH),
    // A dashboard opened first draws its figures in its first render when their answer came
    // with the page's code: no "Loading your dashboard…" render in between.
    ...(enabled ? early : {}),
    enabled,
    // Registers are marked and payments arrive through the morning: a returning tab reads again.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
