// The teachers' CSV import: a teacher a line; each gets an account with a first password shown
// once, in the sign-in slips.
import { useImportTeachers } from '../api/teachers';
import { CsvImport } from './csv-import';
import { teacherImportTemplate } from './student-csv';
import { plural } from '@/lib/text';

const COLUMNS: readonly [string, string][] = [
  ['staff_number', 'Required, and not already used by another teacher.'],
  ['first_name', 'Required.'],
  ['last_name', 'Required.'],
  ['email', 'Required. The address the portal writes to; it must not belong to another account.'],
  ['phone', 'May be empty.'],
  ['qualification', 'Such as B.Sc. Ed. Mathematics; may be empty.'],
  ['specialisation', 'Such as Mathematics; may be empty.'],
  ['hire_date', 'YYYY-MM-DD, such as 2024-09-02; may be empty.'],
  ['username', 'May be empty: the staff number becomes the username.'],
];

export function ImportTeachers({ onClose }: { onClose: () => void }) {
  const importing = useImportTeachers();
  return (
    <CsvImport
      title="Import teachers from a CSV file"
      perLine="One teacher a line"
      columns={COLUMNS}
      template={{ filename: 'teachers-template.csv', text: teacherImportTemplate }}
      importing={importing}
      imported={(result) => `${plural(result.teachers_created, 'teacher', 'teachers')} imported.`}
      summary={(result) => <>Imported {plural(result.teachers_created, 'teacher', 'teachers')}.</>}
      onClose={onClose}
    />
  );
}
