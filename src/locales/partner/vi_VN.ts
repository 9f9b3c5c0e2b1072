import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'partner', 'vi_VN'> = {
  'partner.title': 'Ưu đãi Ctrip dành cho hội viên',
  'partner.badge': 'Đối tác',
  'partner.name': 'Ctrip',
  'partner.headline': 'Ưu đãi du lịch dành riêng cho hội viên',
  'partner.offer.hotel': 'Giá hội viên tại khách sạn chọn lọc, giảm đến 15%',
  'partner.offer.transport': 'Đặt vé máy bay, vé tàu trực tuyến dễ dàng',
  'partner.offer.service': 'Chăm sóc khách hàng tiếng Trung 24/7, yên tâm khi đi nước ngoài',
  'partner.note': 'Ưu đãi theo thông tin hiển thị trên trang Ctrip; dịch vụ do Ctrip cung cấp',
  'partner.open': 'Đến Ctrip',
}
