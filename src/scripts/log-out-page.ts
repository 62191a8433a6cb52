import { logOut } from '../stores/session.ts';
import { home } from '../lib/route-paths.ts';

// The sign-out page (/logout), where every Log Out link leads: the session ends here (the
// provider asked to end the token, 3 s at most), then home, replacing this page so that Back
// does not open it again.
void logOut().then(() => window.location.replace(home));
