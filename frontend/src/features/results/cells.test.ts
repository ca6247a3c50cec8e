import { describe, expect, it } from 'vitest';

import { cellProblem, cellValue, pastedLines, refusedCells } from './cells';

describe('score cells', () => {
  it('takes a mark up to the maximum with one decimal, ABS in any case, or nothing', () => {
    for (const ok of ['', ' ', '0', '10', '9.5', '7.', 'abs', 'ABS', ' Abs ']) {
      expect(cellProblem(ok, 10)).toBeNull();
    }
    for (const bad of ['10.1', '11', '9.55', '-1', 'x', '.5', '1,5']) {
      expect(cellProblem(bad, 10)).toBe(
        'Enter a mark from 0 to 10 (one decimal at most), or ABS for absent.',
      );
    }
    expect(cellValue(' abs ')).toBe('ABS');
    expect(cellValue('  ')).toBeNull();
    expect(cellValue(' 12.5 ')).toBe('12.5');
  });

  it('reads a pasted column, one value per line, without the last empty line', () => {
    expect(pastedLines('12\r\n13.5\r\nABS\r\n')).toEqual(['12', '13.5', 'ABS']);
    expect(pastedLines('12\t4\n\n9')).toEqual(['12', '', '9']);
    expect(pastedLines('7')).toEqual(['7']);
  });

  it('puts the server’s refusals on the student and column of the rows sent', () => {
    const sent = [
      { student_id: 's-b', ca: ['1'], exam: null },
      { student_id: 's-c', ca: ['99'], exam: '80' },
    ];
    expect(
      refusedCells(
        {
          'rows.1.ca.0': ['Too high.'],
          'rows.1.exam': ['Also too high.'],
          'rows.0.student_id': ['Not in this class.'],
          rows: ['Something else.'],
        },
        sent,
        (id) => (id === 's-b' ? 'Bayo' : 'Chidi'),
      ),
    ).toEqual({
      cells: { 's-c|ca.0': 'Too high.', 's-c|exam': 'Also too high.' },
      other: ['Bayo: Not in this class.', 'Something else.'],
    });
  });
});
