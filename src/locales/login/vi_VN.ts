import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'login', 'vi_VN'> = {
  'login.title': 'Đăng nhập',
  'login.byPhone': 'Số điện thoại',
  'login.byEmail': 'Email',
  'login.password': 'Mật khẩu',
  'login.passwordPlaceholder': 'Nhập mật khẩu',
  'login.submit': 'Đăng nhập',
  'login.success': 'Đăng nhập thành công',
  'login.failed': 'Đăng nhập thất bại, vui lòng thử lại sau',
  'login.agreementNotice': 'Đăng nhập nghĩa là bạn đồng ý với:',
  'login.wechat': 'Đăng nhập bằng WeChat',
  'login.wechatFailed': 'Đăng nhập WeChat thất bại, vui lòng thử lại',
  'login.linkHint': 'Lần đầu đăng nhập bằng WeChat, hãy liên kết số điện thoại. Số đã đăng ký sẽ vào tài khoản của số đó, giữ nguyên hội viên và xu.',
  'login.linkWechatPhone': 'Dùng số điện thoại của WeChat',
  'login.linkByCode': 'Hoặc liên kết bằng số điện thoại và mã xác minh',
  'login.linkSubmit': 'Liên kết và đăng nhập',
  'login.phoneRefused': 'Chưa nhận được số điện thoại WeChat, hãy liên kết bằng mã xác minh',
  'login.linkExpired': 'Hết thời gian liên kết, vui lòng đăng nhập bằng WeChat lại',
  'login.linkedTo': 'Đã liên kết WeChat với tài khoản {phone}',
}
