import { describe, expect, it } from 'vitest';

import type { ColumnKey } from './cells';
import { csvField, parseCsv, readUpload, sheetCsv, sheetCsvName } from './csv';
import { sheet, sheetLine } from './testing/fixtures';

describe('a sheet as CSV', () => {
  it('writes a line per student with the cells as the sheet has them, ABS kept and empty when not entered', () => {
    const text = sheetCsv(
      sheet({
        lines: [
          sheetLine({ ca: ['8', '15.5'], exam: 'ABS', total: '23.5', grade: 'F', position: 2 }),
          sheetLine({
            student_id: 'student-bayo',
            name: 'Adeyemi, Bayo "BJ"',
            admission_number: 'ADM/2026/002',
          }),
        ],
      }),
    );
    expect(text).toBe(
      '\uFEFFadmission_number,name,Classwork,Test,exam,total,grade,position\r\n' +
        'ADM/2026/001,Amara Okafor,8,15.5,ABS,23.5,F,2\r\n' +
        'ADM/2026/002,"Adeyemi, Bayo ""BJ""",,,,,,\r\n',
    );
  });

  it('makes values safe for spreadsheets: a leading apostrophe before = + - @, then quoting', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('+2348031234567')).toBe("'+2348031234567");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@home')).toBe("'@home");
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('Okafor-Eze')).toBe('Okafor-Eze');
    expect(csvField('12.5')).toBe('12.5');
  });

  it('names the file after the class, subject and term, without characters a file name may not hold', () => {
    expect(sheetCsvName(sheet())).toBe('JSS 1A - Mathematics - First Term.csv');
    expect(sheetCsvName(sheet({ class_name: 'SS 2 Arts/Science' }))).toBe(
      'SS 2 Arts-Science - Mathematics - First Term.csv',
    );
  });
});

describe('reading a CSV file', () => {
  it('reads quoted fields, line breaks inside quotes, CRLF, a byte order mark and semicolons', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""","two\nlines"\r\n\r\nlast,')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, "y"', 'two\nlines'] },
      { line: 4, fields: [''] },
      { line: 5, fields: ['last', ''] },
    ]);
    expect(parseCsv('a;b\n1,5;2\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1,5', '2'] },
    ]);
  });

  const cells: Record<string, Partial<Record<ColumnKey, string>>> = {
    'student-amara': { 'ca.0': '8', exam: '60' },
  };
  const current = (studentId: string, column: ColumnKey) => cells[studentId]?.[column] ?? '';

  it('finds what changes: columns by name in any case and order, students by admission number', () => {
    const preview = readUpload(
      [
        'Exam,ADMISSION_NUMBER,test /20,Classwork,Remarks,name',
        '60,ADM/2026/001,,8.0,Good,Amara',
        'abs,adm/2026/002,19.5,,,',
        ',,,,,',
        "55,'-ADM/2026/003,,,,",
      ].join('\n'),
      sheet({
        lines: [
          ...sheet().lines.slice(0, 2),
          sheetLine({ student_id: 'student-x', name: 'X', admission_number: '-ADM/2026/003' }),
        ],
      }),
      current,
    );
    expect(preview.problems).toEqual([]);
    expect(preview.ignored).toEqual(['Remarks']);
    expect(preview.changes).toEqual([
      { studentId: 'student-bayo', column: 'ca.1', text: '19.5' },
      { studentId: 'student-bayo', column: 'exam', text: 'ABS' },
      { studentId: 'student-x', column: 'exam', text: '55' },
    ]);
    expect(preview.students.map((s) => s.cells)).toEqual([['Test 19.5', 'Exam ABS'], ['Exam 55']]);
  });

  it('says what to correct: a missing column, an unknown or repeated student, a value that is not a mark', () => {
    const preview = readUpload(
      [
        'admission_number,Classwork,exam,exam',
        'ADM/2026/001,10.5,,',
        'ADM/2026/404,1,1,',
        ',3,,',
        'ADM/2026/001,1,,',
        'ADM/2026/002,ABS,seventy,',
      ].join('\r\n'),
      sheet(),
      current,
    );
    expect(preview.problems).toEqual([
      'The column “exam” is on the first line twice. Keep one of them.',
      'The column “Test” is missing from the first line. Add it: its cells may stay empty to keep the scores as they are.',
      'Line 2 (Amara Okafor), Classwork: “10.5” is not a mark. Enter a mark from 0 to 10 (one decimal at most), or ABS for absent.',
      'Line 3: no student on this sheet has the admission number “ADM/2026/404”. Correct it, or delete the line.',
      'Line 4 has no admission number. Write the student’s admission number, or delete the line.',
      'Line 5: ADM/2026/001 is also on line 2. Keep one line per student.',
      'Line 6 (Bayo Adeyemi), Exam: “seventy” is not a mark. Enter a mark from 0 to 70 (one decimal at most), or ABS for absent.',
    ]);
  });

  it('needs the column names on the first line, and a line under them', () => {
    expect(readUpload('', sheet(), current).problems).toEqual([
      'The file is empty. Choose a CSV file whose first line names the columns (download the sheet to see them).',
    ]);
    expect(readUpload('ADM/2026/001,8,12,60\n', sheet(), current).problems).toEqual([
      'The column “admission_number” is missing from the first line. The first line must name the columns, admission_number among them: download the sheet to see its layout.',
    ]);
    expect(readUpload('admission_number,classwork,test,exam\n', sheet(), current).problems).toEqual(
      [
        'The file has no student line under the column names. Add one line per student, then choose the file again.',
      ],
    );
  });
});
