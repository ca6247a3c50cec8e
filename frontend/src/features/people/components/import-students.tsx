// The students' CSV import (decisions/011): a student a line, with their parents.
import { useImportStudents } from '../api/students';
import { CsvImport } from './csv-import';
import { importTemplate } from './student-csv';
import { plural } from '@/lib/text';

const COLUMNS: readonly [string, string][] = [
  ['admission_number', 'Required. It becomes the student’s username.'],
  ['first_name', 'Required.'],
  ['last_name', 'Required.'],
  ['gender', 'female or male; may be empty.'],
  ['date_of_birth', 'YYYY-MM-DD, such as 2014-03-05; may be empty.'],
  ['admission_date', 'YYYY-MM-DD; may be empty.'],
  ['class', 'The class’s name as the portal shows it, such as JSS 1A; may be empty.'],
  ['email', 'The student’s e-mail address; may be empty.'],
  ['parent_first_name', 'The parent’s first name. Leave every parent column empty for none.'],
  ['parent_last_name', 'The parent’s last name.'],
  [
    'parent_email',
    'The parent’s e-mail address. A parent already registered is linked, not added twice.',
  ],
  ['parent_phone', 'The parent’s phone number; a new parent needs an e-mail or a phone.'],
  ['relationship', 'How the parent is related: Mother, Father, Guardian…'],
];

export function ImportStudents({ onClose }: { onClose: () => void }) {
  const importing = useImportStudents();
  return (
    <CsvImport
      title="Import students from a CSV file"
      perLine="One student a line"
      columns={COLUMNS}
      template={{ filename: 'students-template.csv', text: importTemplate }}
      importing={importing}
      imported={(result) => `${plural(result.students_created, 'student', 'students')} imported.`}
      summary={(result) => (
        <>
          Imported {plural(result.students_created, 'student', 'students')}, added{' '}
          {plural(result.parents_created, 'new parent', 'new parents')} and linked{' '}
          {plural(result.parents_matched, 'parent', 'parents')} who{' '}
          {result.parents_matched === 1 ? 'was' : 'were'} already registered.
        </>
      )}
      onClose={onClose}
    />
  );
}
