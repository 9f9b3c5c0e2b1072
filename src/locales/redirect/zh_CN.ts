// The redirect screen (/h5Redirect); the source the other languages of this area are typed against.
export const texts = {
  'redirect.title': '页面跳转',
  'redirect.redirecting': '正在为您跳转…',
  'redirect.opened': '已为您打开目标页面',
  'redirect.openAgain': '重新打开',
  'redirect.cannotOpen': '当前客户端无法打开该页面',
  'redirect.refused.missingKind': '缺少跳转类型，已停止跳转',
  'redirect.refused.unknownKind': '无法识别的跳转类型，已停止跳转',
  'redirect.refused.missingTarget': '缺少跳转地址，已停止跳转',
  'redirect.refused.unparsableTarget': '跳转地址无效，已停止跳转',
  'redirect.refused.unsafeTarget': '该地址不在允许访问的范围内，为保护您的安全已停止跳转',
} as const
