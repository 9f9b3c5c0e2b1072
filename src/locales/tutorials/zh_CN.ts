// Keep-alive tutorials per phone maker (/tutorial); the source the other languages of this area are typed against.
export const texts = {
  'tutorial.title': '后台保活教程',
  'tutorial.intro': '为了省电，手机系统可能在锁屏或切换应用后结束加速。选择您的手机品牌，按教程设置后，加速可以在后台持续运行。',
  'tutorial.chooseMaker': '选择手机品牌',
  'tutorial.yourMaker': '手机品牌',
  'tutorial.switchHint': '不是您的手机？点击切换品牌',
  'tutorial.maker.huawei': '华为',
  'tutorial.maker.honor': '荣耀',
  'tutorial.maker.xiaomi': '小米 / Redmi',
  'tutorial.maker.oppo': 'OPPO',
  'tutorial.maker.vivo': 'vivo / iQOO',
  'tutorial.maker.oneplus': '一加',
  'tutorial.maker.samsung': '三星',
  'tutorial.maker.general': '其他品牌',
  'tutorial.generalNote': '品牌不在列表中时，使用通用设置',
  'tutorial.stillDrops': '按教程设置后加速仍然中断？请联系客服，并告诉我们手机型号和系统版本。',
} as const
