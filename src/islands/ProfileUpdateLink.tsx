import { useStore } from './use-store.ts';
import { $profileForm } from '../stores/profile-form.ts';
import EmptyNotice from './EmptyNotice.tsx';
import ResourceView from './ResourceView.tsx';
import { useCard } from './room-template.ts';

/** The link to the form, opening in a new tab. */
function FormLink({ url }: { url: string }) {
  const { fields } = useCard(() => ({ url }));
  return (
    <p>
      <a
        className="button"
        target="_blank"
        rel="noopener noreferrer"
        {...fields({ href: '{url}' })}
      >
        Open profile update form<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}

/**
 * /update-profile: a real link to the profile update form, opening in a new tab (a tab opened
 * by script after the form's address arrives would be stopped by popup blockers).
 */
export default function ProfileUpdateLink() {
  const form = useStore($profileForm);
  return (
    <ResourceView resource={form}>
      {(url) => (url ? <FormLink url={url} /> : <EmptyNotice />)}
    </ResourceView>
  );
}
