import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import type { RegisterSave } from '../api';
import { PENDING_KEY, readPending, type PendingSave } from '../pending';
import { answered, classesHandler, line, register, registerHandler } from '../testing/fixtures';
import AttendancePage from './attendance-page';
import { localDay } from '@/lib/dates';
import { onOneDay } from '@/testing/clock';
import { TIME_ZONE_KEY } from '@/lib/school';

// "Today" is read by the page and again by the checks: one day for both, Wednesday 9 December,
// after the registers of 7 and 8 December the fixtures treat as past.
onOneDay(new Date(2026, 11, 9, 10, 0));

const SAVE = '*/api/attendance/register/';

/** The page at `route`, as the teacher's route table has it. */
function open(route = '/teacher/attendance/class-1a') {
  return renderApp(<AttendancePage />, {
    route,
    path: route.startsWith('/teacher/attendance/')
      ? '/teacher/attendance/:classId'
      : '/teacher/attendance',
  });
}

/** A signed-in teacher, their classes, and JSS 1A's register of any day, as `lines` say. */
function serve(lines = register().lines, readAt?: string) {
  const user = signedInAs('teacher');
  const reads = registerHandler((classId, date) =>
    register({
      class_id: classId,
      class_name: classId === 'class-2b' ? 'JSS 2B' : 'JSS 1A',
      date,
      lines,
      read_at: readAt,
    }),
  );
  server.use(schoolSettings(), classesHandler(), reads.handler);
  return { user, asked: reads.asked };
}

/** Answers every save as stored; answers the saves sent, in order. */
function recordSaves(): RegisterSave[] {
  const sent: RegisterSave[] = [];
  server.use(
    http.post(SAVE, async ({ request }) => {
      const body = (await request.json()) as RegisterSave;
      sent.push(body);
      return HttpResponse.json(answered(body, register({ date: body.date })));
    }),
  );
  return sent;
}

const counts = () => screen.getByRole('status', { name: 'Counts' });
const studentButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('marking a register', () => {
  it('cycles a student through present, absent, late and excused on each tap, and counts', async () => {
    const { asked } = serve();
    open();

    const amara = await screen.findByRole('button', { name: /^Amara Okafor/ });
    expect(amara).toHaveTextContent('Present');
    expect(counts()).toHaveTextContent('Present 3Absent 0Late 0Excused 0');
    expect(asked[0]).toEqual({ classId: 'class-1a', date: localDay() });

    fireEvent.click(amara);
    expect(amara).toHaveTextContent('Absent');
    expect(counts()).toHaveTextContent('Present 2Absent 1Late 0Excused 0');

    fireEvent.click(amara);
    expect(amara).toHaveTextContent('Late');
    fireEvent.click(studentButton('Bayo Adeyemi'));
    expect(counts()).toHaveTextContent('Present 1Absent 1Late 1Excused 0');

    fireEvent.click(amara);
    expect(amara).toHaveTextContent('Excused');
    expect(counts()).toHaveTextContent('Present 1Absent 1Late 0Excused 1');

    fireEvent.click(amara);
    expect(amara).toHaveTextContent('Present');
    expect(counts()).toHaveTextContent('Present 2Absent 1Late 0Excused 0');
  });

  it('saves every student once, with a new idempotency key, the time it was read and the reason', async () => {
    const before = new Date().toISOString();
    serve([
      line({ status: 'present', marked_by_name: 'Mrs Bello', marked_at: before }),
      line({
        student_id: 'student-bayo',
        name: 'Bayo Adeyemi',
        status: 'absent',
        marked_by_name: 'Mrs Bello',
        marked_at: before,
      }),
      // Kept as they are: sent all the same.
      line({
        student_id: 'student-chidi',
        name: 'Chidi Eze',
        status: 'present',
        remark: 'Sick bay',
        marked_by_name: 'Mrs Bello',
        marked_at: before,
      }),
    ]);
    const sent = recordSaves();
    open();

    await screen.findByRole('button', { name: /^Amara Okafor/ });
    // Saved before: who saved it, and why it changes.
    expect(screen.getByText('Mrs Bello')).toBeInTheDocument();
    expect(studentButton('Bayo Adeyemi')).toHaveTextContent('Absent');
    expect(screen.getByText('“Sick bay”')).toBeInTheDocument();
    fireEvent.click(studentButton('Amara Okafor')); // absent
    fireEvent.click(studentButton('Bayo Adeyemi')); // late
    fireEvent.click(screen.getByRole('button', { name: 'Remark for Amara Okafor' }));
    fireEvent.change(screen.getByLabelText('Remark for Amara Okafor (optional)'), {
      target: { value: ' Came with a note ' },
    });
    fireEvent.change(screen.getByLabelText('Reason for the changes (optional)'), {
      target: { value: 'The bus came late' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the register' }));

    expect(
      await screen.findByText('Saved the register of JSS 1A: 3 students marked.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const [save] = sent;
    expect(save).toMatchObject({
      class_id: 'class-1a',
      date: localDay(),
      reason: 'The bus came late',
    });
    expect(save.marks).toEqual([
      { student_id: 'student-amara', status: 'absent', remark: 'Came with a note' },
      { student_id: 'student-bayo', status: 'late', remark: '' },
      { student_id: 'student-chidi', status: 'present', remark: 'Sick bay' },
    ]);
    expect(new Set(save.marks.map((m) => m.student_id)).size).toBe(3);
    expect(save.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    // Read after the marks were saved, and before the save.
    expect(save.read_at && save.read_at >= before).toBe(true);
    expect(save.read_at && save.read_at <= new Date().toISOString()).toBe(true);
    // Nothing was kept on the phone.
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();

    // A second save has a key of its own.
    fireEvent.click(screen.getByRole('button', { name: 'Save the register' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].idempotency_key).not.toBe(save.idempotency_key);
  });

  it("sends back the server's time of reading, not the phone's, however wrong the phone's clock", async () => {
    // The server read the register at 06:00; this phone's clock says otherwise.
    const serverRead = '2026-12-07T06:00:00Z';
    serve(undefined, serverRead);
    const sent = recordSaves();
    open();

    fireEvent.click(await screen.findByRole('button', { name: /^Amara Okafor/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the register' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].read_at).toBe(serverRead);
  });

  it('keeps a save that finds no connection on the phone, and sends it when the connection returns', async () => {
    serve();
    const sent: RegisterSave[] = [];
    let connected = false;
    server.use(
      http.post(SAVE, async ({ request }) => {
        if (!connected) return HttpResponse.error();
        const body = (await request.json()) as RegisterSave;
        sent.push(body);
        return HttpResponse.json(
          answered(body, register({ date: body.date }), {
            repeated: true,
            detail: 'This register was already saved; nothing changed.',
          }),
        );
      }),
    );
    open();

    fireEvent.click(await screen.findByRole('button', { name: /^Chidi Eze/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the register' }));

    expect(
      await screen.findByText('Saved on this phone; it will be sent when the connection returns.'),
    ).toBeInTheDocument();
    const kept = readPending();
    expect(kept).toHaveLength(1);
    expect(kept[0].class_name).toBe('JSS 1A');
    expect(kept[0].save.read_at).toBeTruthy();
    expect(kept[0].save.marks.find((m) => m.student_id === 'student-chidi')?.status).toBe('absent');
    const list = screen.getByRole('region', {
      name: 'Kept on this phone, to be sent when the connection returns',
    });
    expect(within(list).getByText(/^JSS 1A · /)).toBeInTheDocument();

    connected = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    expect(await screen.findByText(/kept on this phone has been sent\.$/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].idempotency_key).toBe(kept[0].save.idempotency_key);
    expect(sent[0].read_at).toBe(kept[0].save.read_at);
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    await waitFor(() =>
      expect(
        screen.queryByRole('region', {
          name: 'Kept on this phone, to be sent when the connection returns',
        }),
      ).toBeNull(),
    );
  });

  it('shows a kept save answered 409 with the server’s sentence, and forgets it', async () => {
    const { user } = serve();
    const kept: PendingSave = {
      user_id: user.id,
      class_name: 'JSS 1A',
      kept_at: '2026-12-07T08:00:00Z',
      save: {
        class_id: 'class-1a',
        date: localDay(),
        read_at: '2026-12-07T07:55:00Z',
        idempotency_key: 'kept-key-0001',
        marks: register().lines.map((l) => ({
          student_id: l.student_id,
          status: 'present',
          remark: '',
        })),
      },
    };
    localStorage.setItem(PENDING_KEY, JSON.stringify([kept]));
    const keys: string[] = [];
    server.use(
      http.post(SAVE, async ({ request }) => {
        keys.push(((await request.json()) as RegisterSave).idempotency_key ?? '');
        return HttpResponse.json(
          {
            detail:
              'Mrs Bello changed this register at 08:10 UTC, after you opened it. Reload it to see their marks, then make your changes again.',
            code: 'register.conflict',
          },
          { status: 409 },
        );
      }),
    );
    open();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^The register of JSS 1A for .+ kept on this phone was not saved: Mrs Bello changed this register at 08:10 UTC, after you opened it\./,
    );
    expect(keys).toEqual(['kept-key-0001']);
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();

    // Never sent again.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keys).toHaveLength(1);
  });

  it('shows the server’s sentence in place of a day with no register, and offers the Friday', async () => {
    signedInAs('teacher');
    const reads = registerHandler((classId, date) =>
      date === '2026-12-05'
        ? HttpResponse.json(
            {
              detail: 'Some fields are not valid. Correct them and try again.',
              code: 'validation',
              fields: { date: ['Saturday is a weekend day: there is no register.'] },
            },
            { status: 422 },
          )
        : register({ class_id: classId, date }),
    );
    server.use(schoolSettings(), classesHandler(), reads.handler);
    open('/teacher/attendance/class-1a?date=2026-12-05');

    expect(
      await screen.findByText('Saturday is a weekend day: there is no register.'),
    ).toBeInTheDocument();
    expect(reads.asked[0]).toEqual({ classId: 'class-1a', date: '2026-12-05' });
    expect(screen.queryByRole('button', { name: 'Save the register' })).toBeNull();

    // A teacher catching up at the weekend goes to the Friday's register in one tap.
    fireEvent.click(screen.getByRole('button', { name: 'Open Friday 4 December 2026' }));
    expect(await screen.findByRole('button', { name: 'Save the register' })).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-12-04');
    expect(reads.asked[reads.asked.length - 1]).toEqual({
      classId: 'class-1a',
      date: '2026-12-04',
    });
  });
});

describe('the attendance page without a class', () => {
  it("lists the teacher's classes today with their registers' state, and marks the first", async () => {
    signedInAs('teacher');
    const at = new Date();
    at.setHours(8, 15);
    const reads = registerHandler((classId, date) =>
      classId === 'class-1a'
        ? register({
            date,
            lines: [
              line({ status: 'present', marked_by_name: 'Mrs Bello', marked_at: at.toISOString() }),
              line({
                student_id: 'student-bayo',
                name: 'Bayo Adeyemi',
                status: 'absent',
                marked_by_name: 'Mrs Bello',
                marked_at: at.toISOString(),
              }),
            ],
          })
        : register({ class_id: 'class-2b', class_name: 'JSS 2B', date }),
    );
    server.use(schoolSettings(), classesHandler(), reads.handler);
    open('/teacher/attendance');

    const todays = await screen.findByRole('region', { name: 'Your classes today' });
    const first = await within(todays).findByRole('link', { name: /^JSS 1A/ });
    await waitFor(() =>
      expect(first).toHaveTextContent('Marked by Mrs Bello at 08:15: 1 present, 1 absent.'),
    );
    expect(first).toHaveAttribute('href', '/teacher/attendance/class-1a');
    const second = within(todays).getByRole('link', { name: /^JSS 2B/ });
    await waitFor(() => expect(second).toHaveTextContent('Not marked yet.'));

    // The first class's register is below, ready to mark.
    expect(
      await screen.findByRole('heading', { level: 2, name: /^JSS 1A · / }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Class')).toHaveValue('class-1a');
    expect(reads.asked.every((a) => a.date === localDay())).toBe(true);
  });
});

describe("the school's day", () => {
  it("opens the register of the day where the school is, not the phone's", async () => {
    // Ten in the morning of 9 December on the phone (UTC-5) is five in the morning of the
    // 10th where this school is (UTC+14): the server takes that day's register.
    const { asked } = serve();
    server.use(schoolSettings({ timezone: 'UTC+14' }));
    open();

    await waitFor(() => expect(screen.getByLabelText('Day')).toHaveValue('2026-12-10'));
    expect(screen.getByLabelText('Day')).toHaveAttribute('max', '2026-12-10');
    await waitFor(() =>
      expect(asked[asked.length - 1]).toEqual({ classId: 'class-1a', date: '2026-12-10' }),
    );
  });

  it('counts the day where the school was last read to be, when the settings cannot be read', async () => {
    // Offline, say: the phone remembers the school's zone from an earlier visit.
    localStorage.setItem(TIME_ZONE_KEY, 'UTC+14');
    const { asked } = serve();
    server.use(http.get('*/api/school-settings/school-settings/', () => HttpResponse.error()));
    open();

    expect(await screen.findByLabelText('Day')).toHaveValue('2026-12-10');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.every((a) => a.date === '2026-12-10')).toBe(true);
  });
});
