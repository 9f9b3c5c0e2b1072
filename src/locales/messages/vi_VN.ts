import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'messages', 'vi_VN'> = {
  'notice.title': 'Trung tâm tin nhắn',
  'notice.empty': 'Chưa có tin nhắn',
  'notice.unread': '{count} chưa đọc',
  'notice.unreadMark': 'Chưa đọc',
  'notice.kind.system': 'Thông báo hệ thống',
  'notice.kind.reward': 'Phần thưởng',
  'notice.kind.sportsQuiz': 'Dự đoán World Cup',
  'notice.kind.membership': 'Hội viên',
  'notice.claim': 'Nhận',
  'notice.claimed': 'Đã nhận',
  'notice.claimedCoins': 'Đã nhận. Số dư xu: {balance}',
  'notice.claimedVip': 'Đã nhận {hours} giờ VIP',
  'notice.claimFailed': 'Nhận thưởng thất bại',
  'notice.rechargeNow': 'Nạp ngay',
  'notice.loginPrompt': 'Đăng nhập để xem tin nhắn và nhận thưởng',
}
