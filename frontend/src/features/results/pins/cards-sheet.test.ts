import { describe, expect, it } from 'vitest';

import type { PinBatch } from './api';
import { cardsCsv, groupedPin } from './cards-sheet';

const batch = {
  scope_name: 'First Term, 2026/2027',
  uses_allowed: 5,
  expires_on: '2027-03-31',
} as PinBatch;

describe('a new batch’s list', () => {
  it('groups a PIN as the card prints it, keeping its leading zeros', () => {
    expect(groupedPin('012345678901')).toBe('0123 4567 8901');
  });

  it('writes every card’s serial and PIN, quoting what needs it', () => {
    const csv = cardsCsv(batch, [
      { serial: 'GFA-2627-000001', pin: '000011112222' },
      { serial: 'GFA-2627-000002', pin: '999988887777' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'serial,pin,scope,views,expires_on',
      'GFA-2627-000001,0000 1111 2222,"First Term, 2026/2027",5,2027-03-31',
      'GFA-2627-000002,9999 8888 7777,"First Term, 2026/2027",5,2027-03-31',
    ]);
  });
});
