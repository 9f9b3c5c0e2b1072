// User-facing `msg` texts of the mock's answers, in every supported language (spec section 9).
import { isLanguage, type Language } from '@/lib/i18n'

const ANSWER_TEXTS = {
  success: {
    zh_CN: '成功',
    en_US: 'Success',
    zh_TW: '成功',
    zh_HK: '成功',
    vi_VN: 'Thành công',
  },
  notLoggedIn: {
    zh_CN: '暂未登录',
    en_US: 'Not logged in',
    zh_TW: '尚未登入',
    zh_HK: '暫未登入',
    vi_VN: 'Chưa đăng nhập',
  },
  invalidPhone: {
    zh_CN: '请输入正确的手机号',
    en_US: 'Please enter a correct phone number',
    zh_TW: '請輸入正確的手機號碼',
    zh_HK: '請輸入正確的手機號碼',
    vi_VN: 'Vui lòng nhập số điện thoại hợp lệ',
  },
  wrongSmsCode: {
    zh_CN: '验证码错误',
    en_US: 'Incorrect verification code',
    zh_TW: '驗證碼錯誤',
    zh_HK: '驗證碼錯誤',
    vi_VN: 'Mã xác minh không đúng',
  },
  wrongCredentials: {
    zh_CN: '邮箱或密码错误',
    en_US: 'Incorrect email or password',
    zh_TW: '電子郵件或密碼錯誤',
    zh_HK: '電郵或密碼錯誤',
    vi_VN: 'Email hoặc mật khẩu không đúng',
  },
  unbound: {
    zh_CN: '当前已解绑，请重新刷新',
    en_US: 'This device has been unbound, please refresh',
    zh_TW: '目前已解除綁定，請重新整理',
    zh_HK: '當前已解綁，請重新刷新',
    vi_VN: 'Thiết bị đã bị hủy liên kết, vui lòng làm mới',
  },
  badRequest: {
    zh_CN: '请求格式错误',
    en_US: 'Malformed request',
    zh_TW: '請求格式錯誤',
    zh_HK: '請求格式錯誤',
    vi_VN: 'Yêu cầu không hợp lệ',
  },
  notFound: {
    zh_CN: '接口不存在',
    en_US: 'No such endpoint',
    zh_TW: '介面不存在',
    zh_HK: '接口不存在',
    vi_VN: 'Không tồn tại API này',
  },
  welfareAlreadySignedIn: {
    zh_CN: '今日已签到',
    en_US: 'Already signed in today',
    zh_TW: '今日已簽到',
    zh_HK: '今日已簽到',
    vi_VN: 'Hôm nay bạn đã điểm danh',
  },
  welfareRiskBlocked: {
    zh_CN: '账号存在风险，暂无法参与福利任务',
    en_US: 'This account is at risk and cannot join welfare tasks',
    zh_TW: '帳號存在風險，暫時無法參與福利任務',
    zh_HK: '帳號存在風險，暫時無法參與福利任務',
    vi_VN: 'Tài khoản có rủi ro, tạm thời không thể tham gia nhiệm vụ phúc lợi',
  },
  taskBadReward: {
    zh_CN: '请选择奖励',
    en_US: 'Please choose a reward',
    zh_TW: '請選擇獎勵',
    zh_HK: '請選擇獎勵',
    vi_VN: 'Vui lòng chọn phần thưởng',
  },
  taskAlreadyClaimed: {
    zh_CN: '奖励已领取',
    en_US: 'The reward has already been claimed',
    zh_TW: '獎勵已領取',
    zh_HK: '獎勵已領取',
    vi_VN: 'Phần thưởng đã được nhận',
  },
  taskNotFollowed: {
    zh_CN: '尚未关注公众号',
    en_US: 'The official account has not been followed yet',
    zh_TW: '尚未關注公眾號',
    zh_HK: '尚未關注公眾號',
    vi_VN: 'Chưa theo dõi tài khoản chính thức',
  },
  taskNotBound: {
    zh_CN: '尚未同时绑定邮箱和手机',
    en_US: 'The email and the phone are not both bound yet',
    zh_TW: '尚未同時綁定電子郵件和手機',
    zh_HK: '尚未同時綁定電郵和手機',
    vi_VN: 'Chưa liên kết cả email và điện thoại',
  },
  taskEnded: {
    zh_CN: '活动已结束',
    en_US: 'Event ended',
    zh_TW: '活動已結束',
    zh_HK: '活動已結束',
    vi_VN: 'Sự kiện đã kết thúc',
  },
  bindTaken: {
    zh_CN: '该邮箱或手机号已绑定其他账号',
    en_US: 'This email or phone is already bound to another account',
    zh_TW: '該電子郵件或手機號碼已綁定其他帳號',
    zh_HK: '該電郵或手機號碼已綁定其他賬號',
    vi_VN: 'Email hoặc số điện thoại này đã được liên kết với tài khoản khác',
  },
  invalidEmail: {
    zh_CN: '请输入正确的邮箱地址',
    en_US: 'Please enter a correct email address',
    zh_TW: '請輸入正確的電子郵件地址',
    zh_HK: '請輸入正確的電郵地址',
    vi_VN: 'Vui lòng nhập địa chỉ email hợp lệ',
  },
  welfareBadPaging: {
    zh_CN: '分页参数错误',
    en_US: 'Invalid page or page size',
    zh_TW: '分頁參數錯誤',
    zh_HK: '分頁參數錯誤',
    vi_VN: 'Tham số phân trang không hợp lệ',
  },
  unknownGroup: {
    zh_CN: '请选择正确的问题分类',
    en_US: 'Please choose a valid question group',
    zh_TW: '請選擇正確的問題分類',
    zh_HK: '請選擇正確的問題分類',
    vi_VN: 'Vui lòng chọn nhóm câu hỏi hợp lệ',
  },
  questionNotFound: {
    zh_CN: '该问题不存在或已下线',
    en_US: 'This question does not exist or has been removed',
    zh_TW: '此問題不存在或已下架',
    zh_HK: '此問題不存在或已下架',
    vi_VN: 'Câu hỏi này không tồn tại hoặc đã bị gỡ',
  },
  messageNotFound: {
    zh_CN: '该消息不存在',
    en_US: 'This message does not exist',
    zh_TW: '此訊息不存在',
    zh_HK: '此訊息不存在',
    vi_VN: 'Tin nhắn này không tồn tại',
  },
  alreadyClaimed: {
    zh_CN: '该奖励已领取，请勿重复领取',
    en_US: 'This reward has already been claimed',
    zh_TW: '此獎勵已領取，請勿重複領取',
    zh_HK: '此獎賞已領取，請勿重複領取',
    vi_VN: 'Phần thưởng này đã được nhận',
  },
  noReward: {
    zh_CN: '该消息没有可领取的奖励',
    en_US: 'This message has no reward to claim',
    zh_TW: '此訊息沒有可領取的獎勵',
    zh_HK: '此訊息沒有可領取的獎賞',
    vi_VN: 'Tin nhắn này không có phần thưởng để nhận',
  },
  // gift membership (docs/api.md, "Gift endpoints")
  giftNotEligible: {
    zh_CN: '暂不满足赠送条件',
    en_US: 'You do not meet the conditions for gifting yet',
    zh_TW: '暫不符合贈送條件',
    zh_HK: '暫不符合贈送條件',
    vi_VN: 'Bạn chưa đủ điều kiện tặng',
  },
  giftSlotTaken: {
    zh_CN: '该赠送名额已使用',
    en_US: 'This gift slot has already been used',
    zh_TW: '此贈送名額已使用',
    zh_HK: '此贈送名額已使用',
    vi_VN: 'Suất tặng này đã được dùng',
  },
  giftEnded: {
    zh_CN: '赠送时间已结束',
    en_US: 'The gifting time has ended',
    zh_TW: '贈送時間已結束',
    zh_HK: '贈送時間已結束',
    vi_VN: 'Thời gian tặng đã kết thúc',
  },
  giftEnterprise: {
    zh_CN: '企业子账号无法进行此操作',
    en_US: 'An enterprise sub-account cannot perform this operation',
    zh_TW: '企業子帳號無法進行此操作',
    zh_HK: '企業子賬號無法進行此操作',
    vi_VN: 'Tài khoản con doanh nghiệp không thể thực hiện thao tác này',
  },
  giftPhoneClaimed: {
    zh_CN: '该手机号已领取过赠送会员',
    en_US: 'This phone number has already received a gift membership',
    zh_TW: '此手機號碼已領取過贈送會員',
    zh_HK: '此手機號碼已領取過贈送會員',
    vi_VN: 'Số điện thoại này đã nhận hội viên tặng',
  },
  giftBadMessage: {
    zh_CN: '赠言过长',
    en_US: 'The message is too long',
    zh_TW: '贈言過長',
    zh_HK: '贈言過長',
    vi_VN: 'Lời nhắn quá dài',
  },
  deviceNotFound: {
    zh_CN: '该设备已不在登录设备中',
    en_US: 'This device is no longer logged in',
    zh_TW: '該裝置已不在登入裝置中',
    zh_HK: '該裝置已不在登入裝置中',
    vi_VN: 'Thiết bị này không còn đăng nhập',
  },
  deviceIsCurrent: {
    zh_CN: '本机请在应用内退出登录',
    en_US: 'Log out of this device from its own app',
    zh_TW: '本機請在應用程式內登出',
    zh_HK: '本機請在應用程式內登出',
    vi_VN: 'Hãy đăng xuất thiết bị này trong ứng dụng của nó',
  },
  wifiInvalid: {
    zh_CN: 'WiFi 名称或密码格式不正确',
    en_US: 'The wifi name or password is not valid',
    zh_TW: 'WiFi 名稱或密碼格式不正確',
    zh_HK: 'WiFi 名稱或密碼格式不正確',
    vi_VN: 'Tên hoặc mật khẩu WiFi không hợp lệ',
  },
} satisfies Record<string, Record<Language, string>>

export type AnswerTextKey = keyof typeof ANSWER_TEXTS

/** A supported language, or undefined. */
export function supportedLang(value: unknown): Language | undefined {
  return isLanguage(value) ? value : undefined
}

export function answerText(key: AnswerTextKey, lang: Language): string {
  return ANSWER_TEXTS[key][lang]
}
