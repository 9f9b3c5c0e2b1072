// WeChat login in the mini-program (docs/api.md, "WeChat login endpoints"): the answer codes the
// client turns into answers of its own and the mock gives. None is in spec 8's decrypted set: a
// refusal carries no data.

/** POST /user/loginByWechat: the server could not exchange the WeChat code (unknown, used, or older than 5 minutes). */
export const CODE_WECHAT_CODE_REFUSED = 10020
/** The link ticket is unknown, used, or past its lifetime: the WeChat login starts again. */
export const CODE_WECHAT_LINK_EXPIRED = 10021
/** POST /user/linkWechatByPhoneNumber: WeChat did not confirm the phone number of that code. */
export const CODE_WECHAT_PHONE_REFUSED = 10022

/** A link ticket's lifetime: long enough to wait for an SMS code and type it. */
export const WECHAT_LINK_TICKET_MS = 10 * 60 * 1000
