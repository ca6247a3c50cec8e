// The teacher's pages, named once. Kept out of config/paths.ts, which every visitor's first
// page loads (decision 010).
/** The teacher's area (spec §2 "Guarded areas"). */
export const teacherPaths = {
  dashboard: '/teacher/dashboard',
  classes: '/teacher/classes',
  students: '/teacher/students',
  classStudents: (classId: string) => `/teacher/students/${encodeURIComponent(classId)}`,
  student: (studentId: string) => `/teacher/student/${encodeURIComponent(studentId)}`,
  subjects: '/teacher/subjects',
  subject: (subjectId: string) => `/teacher/subjects/${encodeURIComponent(subjectId)}`,
  profile: '/teacher/profile',
  bio: (teacherId: string) => `/teacher/bio/${encodeURIComponent(teacherId)}`,
} as const;
