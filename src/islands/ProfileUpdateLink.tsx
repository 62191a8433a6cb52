import { useStore } from './use-store.ts';
import { $profileForm } from '../stores/profile-form.ts';
import EmptyNotice from './EmptyNotice.tsx';
import ResourceView from './ResourceView.tsx';

/**
 * /update-profile: a real link to the profile update form, opening in a new tab (a tab opened
 * by script after the form's address arrives would be stopped by popup blockers).
 */
export default function ProfileUpdateLink() {
  const form = useStore($profileForm);
  return (
    <ResourceView resource={form}>
      {(url) =>
        url ? (
          <p>
            <a className="button" href={url} target="_blank" rel="noopener noreferrer">
              Open profile update form
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : (
          <EmptyNotice />
        )
      }
    </ResourceView>
  );
}
