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
  refundReasonTooLong: {
    zh_CN: '退款原因最多 50 个字',
    en_US: 'The refund reason can have at most 50 characters',
    zh_TW: '退款原因最多 50 個字',
    zh_HK: '退款原因最多 50 個字',
    vi_VN: 'Lý do hoàn tiền tối đa 50 ký tự',
  },
  orderNotFound: {
    zh_CN: '订单不存在',
    en_US: 'This order does not exist',
    zh_TW: '訂單不存在',
    zh_HK: '訂單不存在',
    vi_VN: 'Đơn hàng không tồn tại',
  },
  refundServiceUsed: {
    zh_CN: '每位用户仅可使用一次退款服务，您已使用过',
    en_US: 'Each user can use the refund service once, and you have used it',
    zh_TW: '每位用戶僅可使用一次退款服務，您已使用過',
    zh_HK: '每位用戶只可使用一次退款服務，您已使用過',
    vi_VN: 'Mỗi người dùng chỉ được hoàn tiền một lần và bạn đã sử dụng',
  },
  refundNotAllowed: {
    zh_CN: '该订单不可退款',
    en_US: 'This order cannot be refunded',
    zh_TW: '此訂單不可退款',
    zh_HK: '此訂單不可退款',
    vi_VN: 'Đơn hàng này không thể hoàn tiền',
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
