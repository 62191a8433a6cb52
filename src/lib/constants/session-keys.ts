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
