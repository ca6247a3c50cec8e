import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { mergeThread, type Message, type Thread } from '../api';
import { Conversations } from './messages-page';
import { MessageText, pieces } from './message-text';

const CONVERSATION = '0196d6d2-0000-7000-8000-0000000000c1';

function message(n: number, over: Partial<Message> = {}): Message {
  return {
    id: `0196d6d2-0000-7000-8000-00000000000${n}`,
    conversation_id: CONVERSATION,
    sender_id: 'teacher',
    mine: false,
    body: `Message ${n}`,
    state: 'delivered',
    note: null,
    sent_at: '2026-11-23T09:15:00Z',
    delivered_at: '2026-11-23T09:15:00Z',
    seq: n,
    attachment: null,
    ...over,
  };
}

const conversation = {
  id: CONVERSATION,
  pair: 'teacher_parent',
  people: [
    { id: 'teacher', role: 'teacher', name: 'Emeka Nwosu' },
    { id: 'parent', role: 'parent', name: 'Ngozi Bakare' },
  ],
  with: { id: 'teacher', role: 'teacher', name: 'Emeka Nwosu' },
  about: { id: 'child', name: 'Tolu Bakare' },
  created_at: '2026-11-23T09:00:00Z',
};

describe('a message’s text', () => {
  it('links only web addresses, without the full stop after them', () => {
    expect(pieces('See https://school.example/maths. Or javascript:alert(1)')).toEqual([
      { text: 'See ' },
      { href: 'https://school.example/maths', text: 'https://school.example/maths' },
      { text: '. Or javascript:alert(1)' },
    ]);
  });

  it('is never read as HTML, and its links do not hand over the window', () => {
    render(<MessageText text={'<b>bold</b> http://a.example/x'} />);
    expect(screen.getByText(/<b>bold<\/b>/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://a.example/x' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
  });
});

describe('a thread that follows new messages', () => {
  it('lays what changed over what it had, in order, and keeps the highest cursor', () => {
    const had: Thread = {
      conversation,
      messages: [message(1), message(3, { state: 'held', mine: true })],
      cursor: 3,
    };
    const since: Thread = {
      conversation,
      messages: [message(2), message(3, { state: 'delivered', mine: true, seq: 7 })],
      cursor: 7,
    };
    const merged = mergeThread(had, since);
    expect(merged.messages.map((m) => [m.body, m.state])).toEqual([
      ['Message 1', 'delivered'],
      ['Message 2', 'delivered'],
      ['Message 3', 'delivered'],
    ]);
    expect(merged.cursor).toBe(7);
  });
});

describe('the messages page', () => {
  it('lists conversations, opens one, says a held message waits, and sends an answer', async () => {
    signedInAs('parent');
    const sent: unknown[] = [];
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/conversations/', () =>
        HttpResponse.json({
          results: [{ conversation, last: message(1), unread: 1 }],
          unread: 1,
        }),
      ),
      http.get(`*/api/conversations/${CONVERSATION}/`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('after'));
        return HttpResponse.json({
          conversation,
          messages: [
            message(1),
            message(2, { mine: true, sender_id: 'parent', state: 'held', body: 'Held one' }),
            message(3, {
              body: 'syllabus.pdf',
              attachment: { name: 'syllabus.pdf', kind: 'pdf', bytes: 2048 },
            }),
          ],
          cursor: 2,
        });
      }),
      http.post(`*/api/conversations/${CONVERSATION}/messages/`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          message(4, { mine: true, sender_id: 'parent', body: 'Thank you.' }),
          { status: 201 },
        );
      }),
    );
    renderApp(<Conversations role="parent" />, {
      route: `/parent/messages/${CONVERSATION}`,
      path: '/parent/messages/:conversationId',
    });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('Emeka Nwosu')).toBeInTheDocument();
    expect(within(list).getByText(/about Tolu Bakare/)).toBeInTheDocument();
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getByText('Message 1')).toBeInTheDocument();
    expect(within(thread).getByText(/Waiting for a moderator/)).toBeInTheDocument();
    // A file is offered by its name, type and size, once (its name stands for the text).
    expect(
      within(thread).getByRole('button', { name: /syllabus\.pdf \(PDF, 2 KB\)/ }),
    ).toBeInTheDocument();
    expect(within(thread).getAllByText(/syllabus\.pdf/)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Thank you.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(thread).getByText('Thank you.')).toBeInTheDocument());
    expect(sent).toEqual([{ body: 'Thank you.' }]);
    expect(asked[0]).toBeNull();
  });
});
