// Spec 8: the mini-program shows 暂未登录 and opens its own login page 2 s later.
export const LOGIN_NEEDS_NOTICE = true
