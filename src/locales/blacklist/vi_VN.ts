import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'blacklist', 'vi_VN'> = {
  'blacklist.title': 'Tài khoản bị hạn chế',
  'blacklist.heading': 'Tài khoản của bạn có rủi ro',
  'blacklist.text': 'Hệ thống phát hiện hoạt động bất thường trên tài khoản của bạn. Tài khoản đã bị đưa vào danh sách đen hoặc bị đánh dấu là tài khoản rủi ro.',
  'blacklist.limitsTitle': 'Tạm thời bạn không thể',
  'blacklist.limit.welfare': 'Tham gia nhiệm vụ phúc lợi (điểm danh, mời bạn bè, chia sẻ ảnh chụp màn hình…)',
  'blacklist.limit.redeem': 'Dùng mã đổi thưởng để đổi hội viên',
  'blacklist.appeal': 'Nếu có thắc mắc, vui lòng gửi email khiếu nại đến {email}',
  'blacklist.appealTip': 'Trong email, hãy ghi rõ tài khoản của bạn (số điện thoại hoặc email) và mô tả tình huống; chúng tôi sẽ kiểm tra và phản hồi sớm nhất.',
  'blacklist.emailLabel': 'Email khiếu nại',
  'blacklist.copyEmail': 'Sao chép email',
}
