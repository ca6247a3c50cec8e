// Records for the student screens' tests, and a catcher for the files they save.
import { vi } from 'vitest';

import type { Paginated } from '@/types/paginated';
import type { ClassBody, ParentBody, StudentBody } from '@/types/register';

export function student(extra: Partial<StudentBody> = {}): StudentBody {
  return {
    id: '0190f0c2-0000-7000-8000-00000000s001',
    user_id: '0190f0c2-0000-7000-8000-00000000u001',
    username: 'ADM/2026/001',
    email: '',
    first_name: 'Chidinma',
    last_name: 'Okafor',
    is_active: true,
    admission_number: 'ADM/2026/001',
    date_of_birth: '2014-03-05',
    gender: 'female',
    address: '12 Allen Avenue, Ikeja',
    admission_date: '2026-09-08',
    status: 'active',
    class_id: 'class-1a',
    class_name: 'JSS 1A',
    level_id: 'level-jss1',
    parents: [
      {
        parent_id: 'parent-ngozi',
        name: 'Ngozi Okafor',
        relationship: 'Mother',
        phone: '0803 123 4567',
        email: 'ngozi@example.com',
      },
    ],
    ...extra,
  };
}

export function klass(id: string, name: string): ClassBody {
  return {
    id,
    level_id: 'level-jss1',
    level_name: 'JSS 1',
    arm: name.slice(-1),
    name,
    class_teacher_id: null,
    class_teacher_name: null,
    student_count: 30,
  };
}

export const CLASSES = [klass('class-1a', 'JSS 1A'), klass('class-1b', 'JSS 1B')];

export function parent(extra: Partial<ParentBody> = {}): ParentBody {
  return {
    id: 'parent-emeka',
    user_id: 'user-emeka',
    username: 'emeka@example.com',
    email: 'emeka@example.com',
    first_name: 'Emeka',
    last_name: 'Okafor',
    is_active: true,
    phone: '0805 000 1111',
    address: '',
    occupation: '',
    children: [],
    ...extra,
  };
}

export function paginated<T>(results: T[], count = results.length): Paginated<T> {
  return { count, next: null, previous: null, results };
}

/** Catches the files the page saves (blob URL + link click): their names and contents. */
export function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}
