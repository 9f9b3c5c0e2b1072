import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'help', 'vi_VN'> = {
  'help.title': 'Trung tâm trợ giúp',
  'help.group.speedUp': 'Tăng tốc',
  'help.group.recharge': 'Nạp tiền',
  'help.group.other': 'Khác',
  'help.group.membership': 'Hội viên',
  'help.searchPlaceholder': 'Tìm câu hỏi',
  'help.searchAction': 'Tìm',
  'help.searchResults': 'Kết quả cho “{keyword}”',
  'help.searchEmpty': 'Không tìm thấy câu hỏi nào cho “{keyword}”',
  'help.groupEmpty': 'Nhóm này chưa có câu hỏi',
  'help.refundQuestion': 'Làm thế nào để hoàn tiền hoặc hủy tự động gia hạn?',
  'help.refundHint': 'Hoàn tiền trong vòng {refundDays} ngày sau khi mua; có thể hủy tự động gia hạn bất cứ lúc nào',
  'help.moreHelp': 'Không tìm thấy câu trả lời?',
  'help.contactSupport': 'Liên hệ hỗ trợ kỹ thuật',
  'help.detailsTitle': 'Chi tiết câu hỏi',
  'help.invalidQuestion': 'Liên kết câu hỏi không hợp lệ. Vui lòng quay lại trung tâm trợ giúp và chọn lại',
  'help.questionMissing': 'Câu hỏi này không tồn tại hoặc đã bị gỡ',
  'help.backToHelp': 'Về trung tâm trợ giúp',
  'help.stillNeedHelp': 'Vẫn cần trợ giúp?',
}
