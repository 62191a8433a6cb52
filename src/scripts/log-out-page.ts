import { $session, logOut } from '../stores/session.ts';
import { routes } from '../lib/routes.ts';
import { takeLogOutTap } from '../lib/navigation/log-out-tap.ts';

// The sign-out page (/logout), where every Log Out link leads: the session ends here (the
// provider asked to end the token, 3 s at most), then home, replacing this page so that Back
// does not open it again. A GET page cannot tell a member's tap from another site's link by
// itself: the site's own Log Out links leave a mark as they are tapped (log-out-tap.ts), and
// without it (a link from elsewhere, a typed address) a signed-in member is asked first.

const status = document.querySelector<HTMLElement>('[data-sign-out-status]')!;
const stalled = document.querySelector<HTMLElement>('[data-sign-out-stalled]')!;
const ask = document.querySelector<HTMLElement>('[data-sign-out-ask]')!;

const signOutAndLeave = () => void logOut().then(() => window.location.replace(routes.home));

// The mark is taken first, so that it never outlives this page.
if (takeLogOutTap() || !$session.get().token) {
  signOutAndLeave();
} else {
  const signingOut = status.textContent;
  status.textContent = status.dataset.question ?? '';
  stalled.hidden = true;
  ask.hidden = false;
  ask.querySelector('button')!.addEventListener(
    'click',
    () => {
      ask.hidden = true;
      stalled.hidden = false;
      status.textContent = signingOut;
      signOutAndLeave();
    },
    { once: true },
  );
}
