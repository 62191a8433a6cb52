import { $session } from '../stores/session.ts';

// The static pages' member-dependent parts, without React: the session decides which of
// `.member-only` / `.visitor-only` show (CSS on html[data-session]), fills the avatar menu,
// and wires the menu overlay. (Log Out is a link to the sign-out page, src/pages/logout.astro:
// it needs nothing of this script.)

const root = document.documentElement;
const FALLBACK_AVATAR = '/avatar.svg';

const avatars = () => document.querySelectorAll<HTMLImageElement>('[data-session-avatar]');
// A picture that does not load (the server is down, the link is gone) shows the club's drawn
// avatar, never a broken image.
for (const avatar of avatars()) {
  avatar.onerror = () => {
    if (!avatar.src.endsWith(FALLBACK_AVATAR)) avatar.src = FALLBACK_AVATAR;
  };
}

/** The picture the last session asked for: an answer for an earlier one is dropped. */
let shownImage = '';

/** The member's picture in the header (through the API's image proxy), else the drawing. */
function showAvatar(image: string): void {
  if (image === shownImage) return;
  shownImage = image;
  const show = (src: string | null) => {
    if (image !== shownImage) return;
    for (const avatar of avatars()) avatar.src = src || FALLBACK_AVATAR;
  };
  if (!image) return show(null);
  // Only a member with a picture loads the code that fetches it.
  import('../stores/avatar.ts').then(
    ({ avatarPicture }) => avatarPicture(image).then(show),
    () => show(null),
  );
}

$session.subscribe((session) => {
  root.dataset.session = session.loggedIn ? 'member' : 'visitor';
  for (const name of document.querySelectorAll<HTMLElement>('[data-session-name]')) {
    name.textContent = session.userName || 'Member';
  }
  showAvatar(session.loggedIn ? session.userAvatar : '');
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
