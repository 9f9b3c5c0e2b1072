import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'tutorials', 'vi_VN'> = {
  'tutorial.title': 'Giữ tăng tốc chạy nền',
  'tutorial.intro': 'Để tiết kiệm pin, điện thoại có thể dừng tăng tốc sau khi khóa màn hình hoặc chuyển ứng dụng. Hãy chọn hãng điện thoại của bạn và làm theo hướng dẫn để tăng tốc tiếp tục chạy nền.',
  'tutorial.chooseMaker': 'Chọn hãng điện thoại',
  'tutorial.yourMaker': 'Hãng điện thoại',
  'tutorial.switchHint': 'Không phải điện thoại của bạn? Chạm để chọn hãng khác',
  'tutorial.maker.huawei': 'Huawei',
  'tutorial.maker.honor': 'Honor',
  'tutorial.maker.xiaomi': 'Xiaomi / Redmi',
  'tutorial.maker.oppo': 'OPPO',
  'tutorial.maker.vivo': 'vivo / iQOO',
  'tutorial.maker.oneplus': 'OnePlus',
  'tutorial.maker.samsung': 'Samsung',
  'tutorial.maker.general': 'Hãng khác',
  'tutorial.generalNote': 'Cài đặt chung cho các hãng không có trong danh sách',
  'tutorial.stillDrops': 'Đã cài đặt theo hướng dẫn mà tăng tốc vẫn bị ngắt? Hãy liên hệ hỗ trợ và cho chúng tôi biết mẫu điện thoại cùng phiên bản hệ điều hành.',
}
