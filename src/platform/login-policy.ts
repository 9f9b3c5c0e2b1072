// Spec 8: outside the mini-program a 401 hands over to the host's login at once.
export const LOGIN_NEEDS_NOTICE = false
