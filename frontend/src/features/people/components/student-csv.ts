// CSV made in the browser: the import templates and the sign-in slips of imported people.
import type { Credential } from '@/types/register';

/** The import's columns, in the template's order (decisions/011). */
export const IMPORT_COLUMNS = [
  'admission_number',
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'admission_date',
  'class',
  'email',
  'parent_first_name',
  'parent_last_name',
  'parent_email',
  'parent_phone',
  'relationship',
] as const;

const EXAMPLE_ROW = [
  'ADM/2026/001',
  'Chidinma',
  'Okafor',
  'female',
  '2014-03-05',
  '2026-09-08',
  'JSS 1A',
  '',
  'Ngozi',
  'Okafor',
  'ngozi.okafor@example.com',
  '08031234567',
  'Mother',
];

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

export function importTemplate(): string {
  return toCsv([IMPORT_COLUMNS, EXAMPLE_ROW]);
}

/** The teachers' import columns, in the template's order (academics::teachers::import). */
export const TEACHER_IMPORT_COLUMNS = [
  'staff_number',
  'first_name',
  'last_name',
  'email',
  'phone',
  'qualification',
  'specialisation',
  'hire_date',
  'username',
] as const;

export function teacherImportTemplate(): string {
  return toCsv([
    TEACHER_IMPORT_COLUMNS,
    [
      'TCH/014',
      'Chinedu',
      'Okafor',
      'c.okafor@school.example',
      '+234 802 555 0147',
      'B.Sc. Ed. Mathematics',
      'Mathematics',
      '2024-09-02',
      '',
    ],
  ]);
}

/**
 * The sign-in slips: role, name, username, password. The byte order mark makes spreadsheet
 * programs read the names' accents as UTF-8.
 */
export function credentialsCsv(credentials: readonly Credential[]): string {
  return (
    '\uFEFF' +
    toCsv([
      ['role', 'name', 'username', 'password', 'welcome_email'],
      ...credentials.map((c) => [c.role, c.name, c.username, c.password, c.welcome_email ?? '']),
    ])
  );
}

/** Offers `text` to the browser as a download named `filename`. */
export function saveCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click's task: free the blob afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
