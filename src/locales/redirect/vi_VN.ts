import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'redirect', 'vi_VN'> = {
  'redirect.title': 'Chuyển trang',
  'redirect.redirecting': 'Đang chuyển trang…',
  'redirect.opened': 'Trang đích đã được mở',
  'redirect.openAgain': 'Mở lại',
  'redirect.cannotOpen': 'Ứng dụng hiện tại không mở được trang này',
  'redirect.refused.missingKind': 'Liên kết thiếu kiểu chuyển trang nên đã bị dừng',
  'redirect.refused.unknownKind': 'Không nhận ra kiểu chuyển trang nên đã dừng lại',
  'redirect.refused.missingTarget': 'Liên kết thiếu địa chỉ nên đã bị dừng',
  'redirect.refused.unparsableTarget': 'Địa chỉ liên kết không hợp lệ nên đã bị dừng',
  'redirect.refused.unsafeTarget': 'Vì an toàn của bạn, địa chỉ này không nằm trong danh sách được phép nên đã không được mở',
}
