// /admin/parents/add: a parent, their sign-in account (username: the e-mail, else the phone)
// and the children they are linked to. Without a password the server makes one and answers it
// once, to be handed to the parent.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';

import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import type { ParentBody } from '@/types/register';

import { useCreateParent } from '../api/parents';
import { ParentForm, toRequest } from './parent-form';
import { InitialPasswordBox, fullName, welcomeSentence } from './people-parts';

export default function AddParentPage() {
  const navigate = useNavigate();
  const create = useCreateParent();
  const [created, setCreated] = useState<ParentBody | null>(null);

  return (
    <section className={panel} aria-labelledby="add-parent-heading">
      <p>
        <Link to={paths.admin.parents.getHref()} className="text-sm underline">
          Back to the parents
        </Link>
      </p>
      <h1 id="add-parent-heading" className="mt-2 text-2xl font-bold">
        Add a parent
      </h1>

      {created?.initial_password ? (
        <InitialPasswordBox
          name={fullName(created)}
          username={created.username}
          password={created.initial_password}
          welcomeEmail={created.welcome_email}
        >
          <button type="button" className={primaryButton} onClick={() => setCreated(null)}>
            Add another parent
          </button>
          <Link to={paths.admin.parents.getHref()} className={secondaryButton}>
            Done: back to the parents
          </Link>
        </InitialPasswordBox>
      ) : (
        <ParentForm
          labelledBy="add-parent-heading"
          submitLabel="Add parent"
          pendingLabel="Adding…"
          failure="The parent could not be added. Try again in a moment."
          onSubmit={async (values) => {
            const parent = await create.mutateAsync(toRequest(values));
            if (parent.initial_password) {
              setCreated(parent);
            } else {
              toast.success(
                `${fullName(parent)} is added. They sign in as ${parent.username} with the password you chose, and change it at first sign-in. ${welcomeSentence(parent.welcome_email)}`.trim(),
              );
              navigate(paths.admin.parents.getHref());
            }
          }}
        />
      )}
    </section>
  );
}
