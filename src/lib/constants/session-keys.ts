/**
 * localStorage keys of the member session, exactly as the old site wrote them, so a member
 * signed in before the switch stays signed in (and one signed out stays signed out).
 */
export const SESSION_KEYS = {
  isLoggedIn: 'isLoggedIn',
  token: 'access_token',
  userName: 'userName',
  memCode: 'memCode',
  email: 'email',
  acNo: 'acNo',
  mobile: 'mobile',
  memType: 'memType',
  userAvatar: 'userAvatar',
} as const;

/** The stored value of `isLoggedIn` for a signed-in member. */
export const LOGGED_IN_FLAG = 'true';

/** sessionStorage key of the notice shown on /login after a session expired. */
export const SESSION_NOTICE_KEY = 'sessionNotice';

/**
 * sessionStorage key of the mark the site's own Log Out links leave as they are tapped
 * (src/lib/navigation/log-out-tap.ts): the sign-out page signs out at once when it finds it.
 */
export const LOG_OUT_TAP_KEY = 'logOutTap';
