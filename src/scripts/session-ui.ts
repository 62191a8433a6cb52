import { $session } from '../stores/session.ts';

// The static pages' member-dependent parts, without React: the session decides which of
// `.member-only` / `.visitor-only` show (CSS on html[data-session]), fills the avatar menu,
// and wires the menu overlay. (Log Out is a link to the sign-out page, src/pages/logout.astro:
// it needs nothing of this script.)

const root = document.documentElement;
const FALLBACK_AVATAR = '/avatar.svg';

$session.subscribe((session) => {
  root.dataset.session = session.loggedIn ? 'member' : 'visitor';
  for (const name of document.querySelectorAll<HTMLElement>('[data-session-name]')) {
    name.textContent = session.userName || 'Member';
  }
  for (const avatar of document.querySelectorAll<HTMLImageElement>('[data-session-avatar]')) {
    // A picture that does not load (the server is down, the link is gone) shows the club's
    // drawn avatar, never a broken image.
    avatar.onerror = () => {
      if (!avatar.src.endsWith(FALLBACK_AVATAR)) avatar.src = FALLBACK_AVATAR;
    };
    avatar.src = session.userAvatar || FALLBACK_AVATAR;
  }
});

document.addEventListener('click', (event) => {
  const target = (event.target as Element | null)?.closest<HTMLElement>('[data-action]');
  if (!target) return;
  const overlay = document.getElementById('menu-overlay') as HTMLDialogElement | null;
  switch (target.dataset.action) {
    // Browsers with invoker commands (commandfor) open and close the menu before this
    // script has loaded; for the others, the same here (a second call does nothing).
    case 'open-menu':
      if (overlay && !overlay.open) overlay.showModal();
      break;
    case 'close-menu':
      overlay?.close();
      break;
  }
});
