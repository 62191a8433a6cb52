import { $session, logOut } from '../stores/session.ts';

// The static pages' member-dependent parts, without React: the session decides which of
// `.member-only` / `.visitor-only` show (CSS on html[data-session]), fills the avatar menu,
// and wires every Log Out button and the menu overlay.

const root = document.documentElement;

$session.subscribe((session) => {
  root.dataset.session = session.loggedIn ? 'member' : 'visitor';
  for (const name of document.querySelectorAll<HTMLElement>('[data-session-name]')) {
    name.textContent = session.userName || 'Member';
  }
  for (const avatar of document.querySelectorAll<HTMLImageElement>('[data-session-avatar]')) {
    avatar.src = session.userAvatar || '/avatar.svg';
  }
});

document.addEventListener('click', (event) => {
  const target = (event.target as Element | null)?.closest<HTMLElement>('[data-action]');
  if (!target) return;
  const overlay = document.getElementById('menu-overlay') as HTMLDialogElement | null;
  switch (target.dataset.action) {
    case 'log-out':
      void logOut().then(() => window.location.assign('/'));
      break;
    case 'open-menu':
      overlay?.showModal();
      break;
    case 'close-menu':
      overlay?.close();
      break;
  }
});
