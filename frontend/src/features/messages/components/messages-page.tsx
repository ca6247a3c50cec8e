// A person's messages: their conversations beside the open one on a wide screen, one or the
// other on a phone (the list, then the thread with a way back). `?new=1` writes a new message.
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { panel, primaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { loadFailure } from '@/lib/errors';
import type { Role } from '@/lib/roles';

import { useConversations } from '../api';
import { ConversationList } from './conversation-list';
import { NewMessage } from './new-message';
import { ThreadView } from './thread-view';

export function Conversations({
  role,
  listQuery = {},
}: {
  role: Role;
  /** The list's own query (the admin's page keeps its tab). */
  listQuery?: Record<string, string>;
}) {
  const { conversationId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const inbox = useConversations();
  const writing = search.get('new') === '1';
  const open = Boolean(conversationId) || writing;
  const listHref = (query: Record<string, string> = {}) =>
    paths[role].messages.getHref({ ...listQuery, ...query });
  const hrefOf = (id: string) => paths[role].conversation.getHref({ conversationId: id });
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(16rem,22rem)_1fr]">
      <div className={`${panel} !p-0 ${open ? 'hidden md:block' : ''}`}>
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <div className="min-w-0">
            <h2 className="font-semibold">Conversations</h2>
            {inbox.data && inbox.data.unread > 0 && (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {inbox.data.unread} unread
              </p>
            )}
          </div>
          <Link
            to={listHref({ new: '1' })}
            className={`${primaryButton} text-sm whitespace-nowrap`}
          >
            New message
          </Link>
        </div>
        {inbox.isPending && <p className="p-4 text-sm">Loading your conversations…</p>}
        {inbox.isError && !inbox.data && (
          <p role="alert" className="p-4 text-sm text-red-700 dark:text-red-400">
            {loadFailure('Your conversations', inbox.error)}
          </p>
        )}
        {inbox.data && (
          <ConversationList lines={inbox.data.results} hrefOf={hrefOf} current={conversationId} />
        )}
      </div>
      <div className={`${panel} !p-0 ${open ? '' : 'hidden md:block'}`}>
        {open && (
          <Link
            to={listHref()}
            className="block border-b border-slate-200 px-4 py-2 text-sm underline md:hidden dark:border-slate-800"
          >
            ← All conversations
          </Link>
        )}
        {writing ? (
          <NewMessage
            myRole={role}
            onSent={(id) => navigate(hrefOf(id), { replace: true })}
            onCancel={() => navigate(listHref())}
          />
        ) : conversationId ? (
          <ThreadView key={conversationId} id={conversationId} />
        ) : (
          <p className="p-6 text-sm text-slate-600 dark:text-slate-400">
            Choose a conversation, or write a new message.
          </p>
        )}
      </div>
    </div>
  );
}

/** The page of the signed-in person's role. */
export default function MessagesPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Messages</h1>
      <Conversations role={user.role as Role} />
    </>
  );
}
