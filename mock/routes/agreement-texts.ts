// Sample texts (CMS-like content) of the agreement and tutorial types of spec section 3,
// written in zh_CN, en_US and vi_VN as structured data and rendered to HTML. zh_TW / zh_HK
// get a character-level simplified-to-traditional conversion of zh_CN.
import type { ProtocolDocument } from '@/api/agreements'
// The app's own brand names and membership figures (src/config), so these texts agree with its pages.
import BRAND_NAMES from '@/config/brand.json'
import FACTS from '@/config/membership.json'
import type { Language } from '@/lib/i18n'
import type { TutorialKind } from '@/lib/tutorial'
import type { AgreementKind } from '@/routes'

const BRAND = { zh: BRAND_NAMES.zh_CN, en: BRAND_NAMES.en_US, vi: BRAND_NAMES.vi_VN }

/** The languages the texts are written in. */
type Source = keyof typeof BRAND

interface Section {
  heading: string
  paragraphs?: readonly string[]
  steps?: readonly string[]
  items?: readonly string[]
}

interface Document {
  title: string
  intro: string
  sections: readonly Section[]
}

type Maker = Exclude<TutorialKind, 'general'>

interface MakerSteps {
  maker: string
  autostart: readonly string[]
  battery: readonly string[]
  lock: readonly string[]
}

interface TutorialWords {
  title: (maker: string) => string
  intro: (maker: string) => string
  autostart: string
  battery: string
  lock: string
  tipHeading: string
  tip: string
}

// Phone-maker tutorials share three steps; only the settings paths differ per maker.
const TUTORIAL_STEPS: Record<Source, TutorialWords> = {
  zh: {
    title: (maker) => `${maker}手机后台保活教程`,
    intro: (maker) =>
      `${maker}手机的省电策略会在锁屏或切换应用后结束后台应用，导致加速中断。按以下步骤设置后，${BRAND.zh}可以在后台持续运行。`,
    autostart: '第一步：允许自启动',
    battery: '第二步：关闭电池优化',
    lock: '第三步：在最近任务中锁定应用',
    tipHeading: '温馨提示',
    tip: '系统升级后部分设置可能被重置，如加速再次中断，请按本教程重新检查。菜单名称可能因系统版本略有不同。',
  },
  en: {
    title: (maker) => `Keep ${BRAND.en} running on ${maker} phones`,
    intro: (maker) =>
      `The power-saving policy of ${maker} phones stops background apps after the screen locks or you switch apps, which interrupts the acceleration. After the steps below, ${BRAND.en} keeps running in the background.`,
    autostart: 'Step 1: Allow auto-launch',
    battery: 'Step 2: Turn off battery optimisation',
    lock: 'Step 3: Lock the app in recent tasks',
    tipHeading: 'Tip',
    tip: 'A system update may reset some of these settings. If the acceleration stops again, check them once more. Menu names may differ slightly between system versions.',
  },
  vi: {
    title: (maker) => `Giữ ${BRAND.vi} chạy nền trên điện thoại ${maker}`,
    intro: (maker) =>
      `Chính sách tiết kiệm pin của điện thoại ${maker} sẽ dừng các ứng dụng chạy nền sau khi khóa màn hình hoặc khi bạn chuyển sang ứng dụng khác, làm gián đoạn quá trình tăng tốc. Sau khi làm theo các bước dưới đây, ${BRAND.vi} sẽ tiếp tục chạy trong nền.`,
    autostart: 'Bước 1: Cho phép tự khởi động',
    battery: 'Bước 2: Tắt tối ưu hóa pin',
    lock: 'Bước 3: Khóa ứng dụng trong danh sách tác vụ gần đây',
    tipHeading: 'Lưu ý',
    tip: 'Sau khi cập nhật hệ thống, một số cài đặt có thể bị đặt lại. Nếu quá trình tăng tốc lại bị gián đoạn, hãy kiểm tra lại theo hướng dẫn này. Tên menu có thể hơi khác nhau tùy phiên bản hệ thống.',
  },
}

const MAKERS: Record<Maker, Record<Source, MakerSteps>> = {
  honor: {
    zh: {
      maker: '荣耀',
      autostart: [
        '打开「设置」>「应用和服务」>「应用启动管理」。',
        `找到 ${BRAND.zh}，关闭「自动管理」。`,
        '在弹出的窗口中打开「允许自启动」「允许关联启动」和「允许后台活动」。',
      ],
      battery: [
        '打开「设置」>「电池」>「更多电池设置」。',
        '打开「休眠时始终保持网络连接」。',
      ],
      lock: ['从屏幕底部上滑并停顿，进入最近任务。', `将 ${BRAND.zh} 的卡片向下拖动，出现锁形图标即锁定成功。`],
    },
    en: {
      maker: 'Honor',
      autostart: [
        'Open Settings > Apps & services > App launch.',
        `Find ${BRAND.en} and turn off "Manage automatically".`,
        'In the dialog, turn on "Auto-launch", "Secondary launch" and "Run in background".',
      ],
      battery: [
        'Open Settings > Battery > More battery settings.',
        'Turn on "Stay connected when device is asleep".',
      ],
      lock: [
        'Swipe up from the bottom of the screen and hold to open recent tasks.',
        `Drag the ${BRAND.en} card down until a lock icon appears.`,
      ],
    },
    vi: {
      maker: 'Honor',
      autostart: [
        'Mở Cài đặt > Ứng dụng & dịch vụ > Khởi chạy ứng dụng.',
        `Tìm ${BRAND.vi} và tắt "Quản lý tự động".`,
        'Trong hộp thoại hiện ra, bật "Tự khởi chạy", "Khởi chạy phụ" và "Chạy nền".',
      ],
      battery: [
        'Mở Cài đặt > Pin > Cài đặt pin khác.',
        'Bật "Duy trì kết nối khi thiết bị ngủ".',
      ],
      lock: [
        'Vuốt lên từ cạnh dưới màn hình và giữ lại để mở danh sách tác vụ gần đây.',
        `Kéo thẻ ${BRAND.vi} xuống cho đến khi xuất hiện biểu tượng ổ khóa.`,
      ],
    },
  },
  huawei: {
    zh: {
      maker: '华为',
      autostart: [
        '打开「设置」>「应用和服务」>「应用启动管理」。',
        `找到 ${BRAND.zh}，关闭「自动管理」，并打开「允许自启动」「允许关联启动」和「允许后台活动」。`,
      ],
      battery: [
        '打开「设置」>「电池」>「更多电池设置」，打开「休眠时始终保持网络连接」。',
        '在「设置」>「电池」中关闭「省电模式」和「超级省电」。',
      ],
      lock: ['进入最近任务。', `将 ${BRAND.zh} 的卡片向下拖动，卡片上方出现锁形图标即锁定成功。`],
    },
    en: {
      maker: 'Huawei',
      autostart: [
        'Open Settings > Apps & services > App launch.',
        `Find ${BRAND.en}, turn off "Manage automatically" and turn on "Auto-launch", "Secondary launch" and "Run in background".`,
      ],
      battery: [
        'Open Settings > Battery > More battery settings and turn on "Stay connected when device is asleep".',
        'In Settings > Battery, turn off "Power saving mode" and "Ultra power saving".',
      ],
      lock: [
        'Open recent tasks.',
        `Drag the ${BRAND.en} card down until a lock icon appears above it.`,
      ],
    },
    vi: {
      maker: 'Huawei',
      autostart: [
        'Mở Cài đặt > Ứng dụng & dịch vụ > Khởi chạy ứng dụng.',
        `Tìm ${BRAND.vi}, tắt "Quản lý tự động" rồi bật "Tự khởi chạy", "Khởi chạy phụ" và "Chạy nền".`,
      ],
      battery: [
        'Mở Cài đặt > Pin > Cài đặt pin khác và bật "Duy trì kết nối khi thiết bị ngủ".',
        'Trong Cài đặt > Pin, tắt "Chế độ tiết kiệm pin" và "Siêu tiết kiệm pin".',
      ],
      lock: [
        'Mở danh sách tác vụ gần đây.',
        `Kéo thẻ ${BRAND.vi} xuống cho đến khi biểu tượng ổ khóa xuất hiện phía trên thẻ.`,
      ],
    },
  },
  oneplus: {
    zh: {
      maker: '一加',
      autostart: [
        `打开「设置」>「应用」>「应用管理」，找到 ${BRAND.zh}。`,
        '进入「耗电管理」，打开「允许自启动」和「允许后台运行」。',
      ],
      battery: [
        '打开「设置」>「电池」>「更多设置」>「优化电池使用」。',
        `在列表中选择 ${BRAND.zh}，设置为「不优化」。`,
      ],
      lock: ['进入最近任务。', `点击 ${BRAND.zh} 卡片右上角的「⋮」，选择「锁定」。`],
    },
    en: {
      maker: 'OnePlus',
      autostart: [
        `Open Settings > Apps > App management and find ${BRAND.en}.`,
        'Open "Battery usage" and turn on "Allow auto launch" and "Allow background activity".',
      ],
      battery: [
        'Open Settings > Battery > More settings > Optimise battery use.',
        `Select ${BRAND.en} in the list and choose "Don't optimise".`,
      ],
      lock: ['Open recent tasks.', `Tap "⋮" at the top right of the ${BRAND.en} card and choose "Lock".`],
    },
    vi: {
      maker: 'OnePlus',
      autostart: [
        `Mở Cài đặt > Ứng dụng > Quản lý ứng dụng và tìm ${BRAND.vi}.`,
        'Mở "Sử dụng pin", bật cả "Cho phép tự khởi chạy" lẫn "Cho phép hoạt động nền".',
      ],
      battery: [
        'Mở Cài đặt > Pin > Cài đặt khác > Tối ưu hóa việc sử dụng pin.',
        `Chọn ${BRAND.vi} trong danh sách rồi chọn "Không tối ưu hóa".`,
      ],
      lock: ['Mở danh sách tác vụ gần đây.', `Nhấn vào "⋮" ở góc trên bên phải thẻ ${BRAND.vi} và chọn "Khóa".`],
    },
  },
  oppo: {
    zh: {
      maker: 'OPPO',
      autostart: [
        `打开「设置」>「应用」>「应用管理」，找到 ${BRAND.zh}。`,
        '进入「耗电管理」，打开「允许完全后台行为」「允许应用自启动」和「允许应用关联启动」。',
      ],
      battery: [
        '打开「设置」>「电池」>「更多设置」>「优化电池使用」。',
        `在列表中选择 ${BRAND.zh}，设置为「不优化」。`,
      ],
      lock: ['进入最近任务。', `点击 ${BRAND.zh} 卡片右上角的「⋮」，选择「锁定」。`],
    },
    en: {
      maker: 'OPPO',
      autostart: [
        `Open Settings > Apps > App management and find ${BRAND.en}.`,
        'Open "Battery usage" and turn on "Allow full background activity", "Allow auto launch" and "Allow launch by other apps".',
      ],
      battery: [
        'Open Settings > Battery > More settings > Optimise battery use.',
        `Select ${BRAND.en} in the list and choose "Don't optimise".`,
      ],
      lock: ['Open recent tasks.', `Tap "⋮" at the top right of the ${BRAND.en} card and choose "Lock".`],
    },
    vi: {
      maker: 'OPPO',
      autostart: [
        `Mở Cài đặt > Ứng dụng > Quản lý ứng dụng và tìm ${BRAND.vi}.`,
        'Mở "Sử dụng pin" rồi bật "Cho phép hoạt động nền hoàn toàn", "Cho phép tự khởi chạy" và "Cho phép ứng dụng khác khởi chạy".',
      ],
      battery: [
        'Mở Cài đặt > Pin > Cài đặt khác > Tối ưu hóa việc sử dụng pin.',
        `Chọn ${BRAND.vi} trong danh sách rồi chọn "Không tối ưu hóa".`,
      ],
      lock: ['Mở danh sách tác vụ gần đây.', `Nhấn vào "⋮" ở góc trên bên phải thẻ ${BRAND.vi} và chọn "Khóa".`],
    },
  },
  samsung: {
    zh: {
      maker: '三星',
      autostart: [
        '打开「设置」>「电池和设备维护」>「电池」>「后台使用限制」。',
        '关闭「将未使用的应用置于休眠状态」。',
        `点击「永不休眠的应用」，添加 ${BRAND.zh}。`,
      ],
      battery: [`打开「设置」>「应用程序」>「${BRAND.zh}」>「电池」。`, '选择「不受限制」。'],
      lock: ['进入最近任务。', `点击 ${BRAND.zh} 卡片上方的应用图标，选择「锁定此应用」。`],
    },
    en: {
      maker: 'Samsung',
      autostart: [
        'Open Settings > Battery and device care > Battery > Background usage limits.',
        'Turn off "Put unused apps to sleep".',
        `Tap "Never sleeping apps" and add ${BRAND.en}.`,
      ],
      battery: [`Open Settings > Apps > ${BRAND.en} > Battery.`, 'Choose "Unrestricted".'],
      lock: [
        'Open recent tasks.',
        `Tap the app icon above the ${BRAND.en} card and choose "Keep open".`,
      ],
    },
    vi: {
      maker: 'Samsung',
      autostart: [
        'Mở Cài đặt > Chăm sóc pin và thiết bị > Pin > Giới hạn sử dụng nền.',
        'Tắt "Đưa ứng dụng không dùng vào chế độ ngủ".',
        `Nhấn "Ứng dụng không bao giờ ngủ" và thêm ${BRAND.vi}.`,
      ],
      battery: [`Mở Cài đặt > Ứng dụng > ${BRAND.vi} > Pin.`, 'Chọn "Không hạn chế".'],
      lock: [
        'Mở danh sách tác vụ gần đây.',
        `Nhấn vào biểu tượng ứng dụng phía trên thẻ ${BRAND.vi} và chọn "Luôn mở".`,
      ],
    },
  },
  xiaomi: {
    zh: {
      maker: '小米',
      autostart: [
        `打开「设置」>「应用设置」>「应用管理」，找到 ${BRAND.zh}。`,
        '打开「自启动」。',
      ],
      battery: [`在 ${BRAND.zh} 的应用详情中点击「省电策略」。`, '选择「无限制」。'],
      lock: ['进入最近任务。', `长按 ${BRAND.zh} 的卡片，点击锁形图标。`],
    },
    en: {
      maker: 'Xiaomi',
      autostart: [
        `Open Settings > Apps > Manage apps and find ${BRAND.en}.`,
        'Turn on "Autostart".',
      ],
      battery: [`In the app details of ${BRAND.en}, tap "Battery saver".`, 'Choose "No restrictions".'],
      lock: ['Open recent tasks.', `Long-press the ${BRAND.en} card and tap the lock icon.`],
    },
    vi: {
      maker: 'Xiaomi',
      autostart: [
        `Mở Cài đặt > Ứng dụng > Quản lý ứng dụng và tìm ${BRAND.vi}.`,
        'Bật "Tự khởi động".',
      ],
      battery: [`Trong phần thông tin ứng dụng ${BRAND.vi}, nhấn "Trình tiết kiệm pin".`, 'Chọn "Không hạn chế".'],
      lock: ['Mở danh sách tác vụ gần đây.', `Nhấn giữ thẻ ${BRAND.vi} rồi nhấn vào biểu tượng ổ khóa.`],
    },
  },
  vivo: {
    zh: {
      maker: 'vivo',
      autostart: [
        '打开「i管家」>「应用管理」>「权限管理」>「自启动」。',
        `找到 ${BRAND.zh}，打开开关。`,
      ],
      battery: [
        '打开「设置」>「电池」>「后台耗电管理」。',
        `找到 ${BRAND.zh}，选择「允许后台高耗电」。`,
      ],
      lock: ['进入最近任务。', `将 ${BRAND.zh} 的卡片向下拖动，出现「已锁定」即可。`],
    },
    en: {
      maker: 'vivo',
      autostart: [
        'Open i Manager > App manager > Permission management > Autostart.',
        `Find ${BRAND.en} and turn the switch on.`,
      ],
      battery: [
        'Open Settings > Battery > Background power consumption management.',
        `Find ${BRAND.en} and choose "Allow high background power consumption".`,
      ],
      lock: ['Open recent tasks.', `Drag the ${BRAND.en} card down until "Locked" appears.`],
    },
    vi: {
      maker: 'vivo',
      autostart: [
        'Mở i Manager > Quản lý ứng dụng > Quản lý quyền > Tự khởi động.',
        `Tìm ${BRAND.vi} và bật công tắc.`,
      ],
      battery: [
        'Mở Cài đặt > Pin > Quản lý mức tiêu thụ điện năng nền.',
        `Tìm ${BRAND.vi} và chọn "Cho phép tiêu thụ nhiều điện năng khi chạy nền".`,
      ],
      lock: ['Mở danh sách tác vụ gần đây.', `Kéo thẻ ${BRAND.vi} xuống cho đến khi xuất hiện chữ "Đã khóa".`],
    },
  },
}

function makerTutorial(lang: Source, makerType: Maker): Document {
  const words = TUTORIAL_STEPS[lang]
  const maker = MAKERS[makerType][lang]
  return {
    title: words.title(maker.maker),
    intro: words.intro(maker.maker),
    sections: [
      { heading: words.autostart, steps: maker.autostart },
      { heading: words.battery, steps: maker.battery },
      { heading: words.lock, steps: maker.lock },
      { heading: words.tipHeading, paragraphs: [words.tip] },
    ],
  }
}

const WRITTEN_DOCUMENTS: Record<Exclude<AgreementKind, Maker>, Record<Source, Document>> = {
  general: {
    zh: {
      title: '通用后台保活教程',
      intro: `为节省电量，手机系统会限制后台应用的运行。如果您的手机品牌不在教程列表中，请参考以下通用设置，让${BRAND.zh}在锁屏后保持连接。`,
      sections: [
        {
          heading: '一、允许应用在后台运行',
          steps: [
            `打开系统「设置」，搜索「自启动」或「应用启动管理」，允许 ${BRAND.zh} 自启动。`,
            `搜索「电池优化」，将 ${BRAND.zh} 设置为「不优化」或「不受限制」。`,
            '关闭系统的「省电模式」或「超级省电」。',
          ],
        },
        {
          heading: '二、锁定应用',
          paragraphs: [
            '在最近任务中锁定应用，可以防止「一键清理」结束加速。不同手机的锁定方式为下拉卡片、长按卡片或点击卡片菜单中的「锁定」。',
          ],
        },
        {
          heading: '三、设置始终开启的 VPN（Android 7 及以上）',
          steps: [
            '打开「设置」>「网络和互联网」>「VPN」。',
            `点击 ${BRAND.zh} 旁的设置图标，打开「始终开启的 VPN」。`,
          ],
        },
        {
          heading: '四、其他建议',
          items: [
            `不要使用手机管家或第三方清理软件清理 ${BRAND.zh}。`,
            '连接 Wi-Fi 时，在 Wi-Fi 高级设置中将「休眠时保持 WLAN 连接」设为「始终」。',
            '如按以上步骤设置后仍频繁断开，请在「联系我们」中反馈手机型号和系统版本。',
          ],
        },
      ],
    },
    en: {
      title: `Keep ${BRAND.en} running in the background (all phones)`,
      intro: `To save power, phone systems limit apps running in the background. If your phone maker is not in the tutorial list, the general settings below keep ${BRAND.en} connected after the screen locks.`,
      sections: [
        {
          heading: '1. Let the app run in the background',
          steps: [
            `Open the system Settings, search for "auto-launch" or "app launch" and allow ${BRAND.en} to start automatically.`,
            `Search for "battery optimisation" and set ${BRAND.en} to "Don't optimise" or "Unrestricted".`,
            'Turn off the system "Power saving" or "Ultra power saving" mode.',
          ],
        },
        {
          heading: '2. Lock the app',
          paragraphs: [
            'Locking the app in recent tasks stops "clear all" from ending the acceleration. Depending on the phone, drag the card down, long-press it, or choose "Lock" in the card menu.',
          ],
        },
        {
          heading: '3. Set an always-on VPN (Android 7 and later)',
          steps: [
            'Open Settings > Network & internet > VPN.',
            `Tap the settings icon next to ${BRAND.en} and turn on "Always-on VPN".`,
          ],
        },
        {
          heading: '4. Other advice',
          items: [
            `Do not let phone managers or third-party cleaners close ${BRAND.en}.`,
            'On Wi-Fi, set "Keep Wi-Fi on during sleep" to "Always" in the advanced Wi-Fi settings.',
            'If the connection still drops often, send us your phone model and system version from "Contact us".',
          ],
        },
      ],
    },
    vi: {
      title: `Giữ ${BRAND.vi} chạy nền (mọi điện thoại)`,
      intro: `Để tiết kiệm pin, hệ thống điện thoại hạn chế các ứng dụng chạy nền. Nếu hãng điện thoại của bạn không có trong danh sách hướng dẫn, các cài đặt chung dưới đây sẽ giúp ${BRAND.vi} duy trì kết nối sau khi khóa màn hình.`,
      sections: [
        {
          heading: '1. Cho phép ứng dụng chạy nền',
          steps: [
            `Mở Cài đặt của hệ thống, tìm "tự khởi chạy" hoặc "khởi chạy ứng dụng" và cho phép ${BRAND.vi} tự khởi động.`,
            `Tìm "tối ưu hóa pin" và đặt ${BRAND.vi} thành "Không tối ưu hóa" hoặc "Không hạn chế".`,
            'Tắt chế độ "Tiết kiệm pin" hoặc "Siêu tiết kiệm pin" của hệ thống.',
          ],
        },
        {
          heading: '2. Khóa ứng dụng',
          paragraphs: [
            'Khóa ứng dụng trong danh sách tác vụ gần đây để thao tác "Xóa tất cả" không làm dừng quá trình tăng tốc. Tùy từng điện thoại, hãy kéo thẻ ứng dụng xuống, nhấn giữ thẻ hoặc chọn "Khóa" trong menu của thẻ.',
          ],
        },
        {
          heading: '3. Thiết lập VPN luôn bật (Android 7 trở lên)',
          steps: [
            'Mở Cài đặt > Mạng và Internet > VPN.',
            `Nhấn vào biểu tượng cài đặt bên cạnh ${BRAND.vi} và bật "VPN luôn bật".`,
          ],
        },
        {
          heading: '4. Lời khuyên khác',
          items: [
            `Không để trình quản lý điện thoại hoặc ứng dụng dọn dẹp của bên thứ ba đóng ${BRAND.vi}.`,
            'Khi dùng Wi-Fi, hãy đặt "Giữ Wi-Fi bật khi ngủ" thành "Luôn luôn" trong phần cài đặt Wi-Fi nâng cao.',
            'Nếu kết nối vẫn thường xuyên bị ngắt, hãy gửi cho chúng tôi mẫu điện thoại và phiên bản hệ thống của bạn qua mục "Liên hệ với chúng tôi".',
          ],
        },
      ],
    },
  },

  monthlyVip: {
    zh: {
      title: '连续包月服务协议',
      intro: `本协议是您与${BRAND.zh}之间关于连续包月服务的约定。开通连续包月前，请您仔细阅读本协议，特别是自动扣款与取消条款。`,
      sections: [
        {
          heading: '一、服务说明',
          paragraphs: [
            '连续包月是在您的会员到期前自动续费的增值服务。开通后，每个计费周期（30 天）结束前 24 小时内，系统将通过您开通时选择的支付方式自动扣款，并为您延长一个周期的会员时长。',
          ],
        },
        {
          heading: '二、费用与扣款',
          items: [
            '首期价格以开通页面展示为准，可能享有首月优惠。',
            '续费价格以扣款时的页面价格为准；价格调整时，我们会至少提前 7 天通过站内消息通知您。',
            '扣款失败时，我们会在随后 3 天内重试；仍未成功的，连续包月服务自动暂停。',
          ],
        },
        {
          heading: '三、如何取消',
          paragraphs: ['您可以随时取消连续包月，取消后已支付周期内的会员权益不受影响：'],
          items: [
            '微信支付：微信 >「我」>「服务」>「钱包」>「支付设置」>「自动续费」。',
            '支付宝：支付宝 >「我的」>「设置」>「支付设置」>「免密支付/自动扣款」。',
            'App Store：iPhone「设置」> Apple ID >「订阅」。',
          ],
        },
        {
          heading: '四、退款',
          paragraphs: [
            `请在下次扣款前至少 24 小时取消，否则当期费用将正常扣除。自动续费扣款后 ${FACTS.refundWindowDays} 天内可在帮助中心申请退款，每位用户限申请一次退款服务。`,
          ],
        },
        {
          heading: '五、其他',
          items: [
            '申请注销账号前，须先取消所有支付平台上的连续包月。',
            '本协议未约定的事项，适用《会员服务协议》和《用户服务协议》。',
          ],
        },
      ],
    },
    en: {
      title: 'Continuous Monthly Subscription Agreement',
      intro: `This agreement between you and ${BRAND.en} covers the continuous monthly subscription. Please read it carefully before subscribing, in particular the terms on automatic charges and cancellation.`,
      sections: [
        {
          heading: '1. The service',
          paragraphs: [
            'The continuous monthly subscription renews your membership automatically before it expires. Within the 24 hours before each 30-day billing period ends, we charge the payment method you chose when subscribing and extend your membership by one period.',
          ],
        },
        {
          heading: '2. Fees and charges',
          items: [
            'The first period costs the price shown on the subscription page and may include a first-month discount.',
            'Renewals cost the price shown at the time of the charge. We notify you in the message centre at least 7 days before a price change.',
            'If a charge fails, we retry during the following 3 days; if it still fails, the subscription is paused.',
          ],
        },
        {
          heading: '3. How to cancel',
          paragraphs: [
            'You can cancel at any time; membership already paid for stays active until the end of the period:',
          ],
          items: [
            'WeChat Pay: WeChat > Me > Services > Wallet > Payment settings > Auto-renewal.',
            'Alipay: Alipay > Me > Settings > Payment settings > Auto-debit.',
            'App Store: iPhone Settings > Apple ID > Subscriptions.',
          ],
        },
        {
          heading: '4. Refunds',
          paragraphs: [
            `Cancel at least 24 hours before the next charge, otherwise that period is charged as usual. Within ${FACTS.refundWindowDays} days of an automatic renewal you can request a refund in the help centre; each user can use the refund service once.`,
          ],
        },
        {
          heading: '5. Other terms',
          items: [
            'All continuous monthly subscriptions on payment platforms must be cancelled before you apply to cancel your account.',
            'Anything this agreement does not cover is governed by the Member Service Agreement and the User Service Agreement.',
          ],
        },
      ],
    },
    vi: {
      title: 'Thỏa thuận gói tháng tự động gia hạn',
      intro: `Thỏa thuận này giữa bạn và ${BRAND.vi} áp dụng cho gói tháng tự động gia hạn. Vui lòng đọc kỹ trước khi đăng ký, đặc biệt là các điều khoản về trừ tiền tự động và hủy gói.`,
      sections: [
        {
          heading: '1. Mô tả dịch vụ',
          paragraphs: [
            'Gói tháng tự động gia hạn sẽ tự động gia hạn hội viên của bạn trước khi hết hạn. Trong vòng 24 giờ trước khi mỗi chu kỳ thanh toán 30 ngày kết thúc, chúng tôi sẽ trừ tiền qua phương thức thanh toán bạn đã chọn khi đăng ký và gia hạn hội viên thêm một chu kỳ.',
          ],
        },
        {
          heading: '2. Phí và trừ tiền',
          items: [
            'Kỳ đầu tiên tính theo giá hiển thị trên trang đăng ký và có thể được ưu đãi tháng đầu.',
            'Các lần gia hạn tính theo giá hiển thị tại thời điểm trừ tiền. Khi giá thay đổi, chúng tôi sẽ thông báo cho bạn trong trung tâm tin nhắn trước ít nhất 7 ngày.',
            'Nếu trừ tiền không thành công, chúng tôi sẽ thử lại trong 3 ngày tiếp theo; nếu vẫn không thành công, gói tự động gia hạn sẽ bị tạm dừng.',
          ],
        },
        {
          heading: '3. Cách hủy',
          paragraphs: [
            'Bạn có thể hủy bất cứ lúc nào; quyền lợi hội viên đã thanh toán vẫn có hiệu lực đến hết chu kỳ hiện tại:',
          ],
          items: [
            'WeChat Pay: WeChat > Tôi > Dịch vụ > Ví > Cài đặt thanh toán > Tự động gia hạn.',
            'Alipay: Alipay > Của tôi > Cài đặt > Cài đặt thanh toán > Trừ tiền tự động.',
            'App Store: Cài đặt trên iPhone > ID Apple > Đăng ký.',
          ],
        },
        {
          heading: '4. Hoàn tiền',
          paragraphs: [
            `Vui lòng hủy trước lần trừ tiền tiếp theo ít nhất 24 giờ, nếu không phí của kỳ đó vẫn được trừ như bình thường. Trong vòng ${FACTS.refundWindowDays} ngày sau khi tự động gia hạn, bạn có thể yêu cầu hoàn tiền trong trung tâm trợ giúp; mỗi người dùng chỉ được sử dụng dịch vụ hoàn tiền một lần.`,
          ],
        },
        {
          heading: '5. Điều khoản khác',
          items: [
            'Trước khi yêu cầu hủy tài khoản, bạn phải hủy tất cả các gói tự động gia hạn trên các nền tảng thanh toán.',
            'Những nội dung chưa được quy định trong thỏa thuận này được áp dụng theo Thỏa thuận dịch vụ hội viên và Thỏa thuận dịch vụ người dùng.',
          ],
        },
      ],
    },
  },

  memberService: {
    zh: {
      title: '会员服务协议',
      intro: `欢迎您开通${BRAND.zh}会员。本协议说明会员的权益、开通方式、使用规范与退款规则，开通或使用会员服务即表示您同意本协议。`,
      sections: [
        {
          heading: '一、会员权益',
          items: [
            `VIP：使用全部标准线路加速，最多 ${FACTS.vipDevices} 台设备同时在线。`,
            `超级 VIP：在 VIP 权益基础上使用专属高速线路，最多 ${FACTS.superVipDevices} 台设备同时在线。`,
            '会员专属客服与福利中心任务奖励加成。',
          ],
        },
        {
          heading: '二、开通与有效期',
          paragraphs: [
            '会员可通过购买、兑换码、邀请奖励、好友赠送或福利中心兑换等方式获得。会员时长以天和小时计算，多次获得时依次顺延。',
          ],
        },
        {
          heading: '三、使用规范',
          items: [
            '会员账号仅限本人使用，不得出租、出借、转让或售卖。',
            '不得利用加速服务从事违反法律法规的活动。',
            '不得通过外挂、破解、批量注册等不正当方式获取会员权益。',
          ],
        },
        {
          heading: '四、违规处理',
          paragraphs: [
            '违反上述规范的，我们有权暂停或终止您的会员服务，已获得的会员时长不予退还。如有异议，您可以通过邮件申诉。',
          ],
        },
        {
          heading: '五、退款规则',
          items: [
            `购买后 ${FACTS.refundWindowDays} 天内可申请无理由退款，每位用户限一次。`,
            `已激活赠送好友名额的订单，不再支持 ${FACTS.refundWindowDays} 天无理由退款。`,
            '通过兑换码、任务奖励等免费方式获得的会员时长不支持退款。',
          ],
        },
        {
          heading: '六、协议变更',
          paragraphs: ['本协议更新时，我们会在应用内公告。更新后继续使用会员服务，即表示您同意更新后的协议。'],
        },
      ],
    },
    en: {
      title: 'Member Service Agreement',
      intro: `Welcome to ${BRAND.en} membership. This agreement sets out the benefits, how membership is obtained, the rules of use and the refund rules. By activating or using membership you accept it.`,
      sections: [
        {
          heading: '1. Benefits',
          items: [
            `VIP: all standard acceleration lines, up to ${FACTS.vipDevices} devices online at the same time.`,
            `Super VIP: everything in VIP plus dedicated high-speed lines, up to ${FACTS.superVipDevices} devices online at the same time.`,
            'Member-only customer service and bonus rewards in the welfare centre.',
          ],
        },
        {
          heading: '2. Activation and validity',
          paragraphs: [
            'Membership can be bought, redeemed with a code, earned through invitations, received as a gift or exchanged in the welfare centre. Membership time is counted in days and hours; new time is added after the time you already have.',
          ],
        },
        {
          heading: '3. Rules of use',
          items: [
            'A membership is for your own use only and may not be rented, lent, transferred or sold.',
            'The acceleration service may not be used for any unlawful activity.',
            'Membership benefits may not be obtained through cheats, cracks, bulk registration or other improper means.',
          ],
        },
        {
          heading: '4. Violations',
          paragraphs: [
            'If these rules are broken we may suspend or end your membership, and the remaining membership time is not refunded. You can appeal by email.',
          ],
        },
        {
          heading: '5. Refunds',
          items: [
            `Within ${FACTS.refundWindowDays} days of a purchase you can request a refund without giving a reason, once per user.`,
            'An order for which gift slots were activated no longer qualifies for the 7-day refund.',
            'Membership time obtained for free, such as through redeem codes or task rewards, cannot be refunded.',
          ],
        },
        {
          heading: '6. Changes',
          paragraphs: [
            'We announce updates of this agreement in the app. Continuing to use membership after an update means you accept the updated agreement.',
          ],
        },
      ],
    },
    vi: {
      title: 'Thỏa thuận dịch vụ hội viên',
      intro: `Chào mừng bạn đến với hội viên ${BRAND.vi}. Thỏa thuận này quy định các quyền lợi, cách nhận hội viên, quy tắc sử dụng và quy tắc hoàn tiền. Khi kích hoạt hoặc sử dụng hội viên, bạn đồng ý với thỏa thuận này.`,
      sections: [
        {
          heading: '1. Quyền lợi',
          items: [
            `VIP: dùng tất cả các tuyến tăng tốc tiêu chuẩn, tối đa ${FACTS.vipDevices} thiết bị trực tuyến cùng lúc.`,
            `Super VIP: mọi quyền lợi VIP cùng các tuyến chuyên dụng tốc độ cao, tối đa ${FACTS.superVipDevices} thiết bị trực tuyến cùng lúc.`,
            'Bộ phận chăm sóc khách hàng dành riêng cho hội viên và phần thưởng nhiệm vụ được cộng thêm trong trung tâm phúc lợi.',
          ],
        },
        {
          heading: '2. Kích hoạt và thời hạn',
          paragraphs: [
            'Hội viên có thể được mua, đổi bằng mã đổi thưởng, nhận qua lời mời bạn bè, được tặng hoặc đổi trong trung tâm phúc lợi. Thời hạn hội viên được tính theo ngày và giờ; thời gian mới nhận được sẽ cộng nối tiếp vào thời gian bạn đang có.',
          ],
        },
        {
          heading: '3. Quy tắc sử dụng',
          items: [
            'Hội viên chỉ dành cho chính bạn sử dụng, không được cho thuê, cho mượn, chuyển nhượng hoặc bán.',
            'Không được sử dụng dịch vụ tăng tốc cho bất kỳ hoạt động trái pháp luật nào.',
            'Không được nhận quyền lợi hội viên bằng phần mềm gian lận, bẻ khóa, đăng ký hàng loạt hoặc các cách thức không chính đáng khác.',
          ],
        },
        {
          heading: '4. Xử lý vi phạm',
          paragraphs: [
            'Nếu các quy tắc trên bị vi phạm, chúng tôi có quyền tạm ngừng hoặc chấm dứt hội viên của bạn và thời hạn hội viên còn lại sẽ không được hoàn trả. Bạn có thể khiếu nại qua email.',
          ],
        },
        {
          heading: '5. Hoàn tiền',
          items: [
            `Trong vòng ${FACTS.refundWindowDays} ngày sau khi mua, bạn có thể yêu cầu hoàn tiền mà không cần nêu lý do, mỗi người dùng một lần.`,
            `Đơn hàng đã kích hoạt suất tặng bạn bè không còn được hoàn tiền trong ${FACTS.refundWindowDays} ngày.`,
            'Thời hạn hội viên nhận miễn phí, chẳng hạn qua mã đổi thưởng hoặc phần thưởng nhiệm vụ, không được hoàn tiền.',
          ],
        },
        {
          heading: '6. Thay đổi thỏa thuận',
          paragraphs: [
            'Chúng tôi sẽ thông báo trong ứng dụng khi cập nhật thỏa thuận này. Việc tiếp tục sử dụng hội viên sau khi cập nhật đồng nghĩa với việc bạn chấp nhận thỏa thuận đã cập nhật.',
          ],
        },
      ],
    },
  },

  privacy: {
    zh: {
      title: '用户隐私政策',
      intro: `${BRAND.zh}深知个人信息对您的重要性。本政策说明我们收集哪些信息、如何使用与保护这些信息，以及您享有的权利。`,
      sections: [
        {
          heading: '一、我们收集的信息',
          items: [
            '账号信息：手机号、邮箱、昵称，用于注册、登录与找回账号。',
            '设备信息：设备型号、系统版本与设备标识，用于设备管理与多设备在线限制。',
            '连接日志：连接时间、所选线路与流量统计，用于故障排查。我们不记录您访问的具体内容。',
            '支付信息：由支付机构处理，我们仅保存订单号与支付状态。',
          ],
        },
        {
          heading: '二、信息的使用',
          paragraphs: [
            '我们仅在提供加速服务、保障账号安全、处理订单与退款、改进产品体验所必需的范围内使用您的信息。',
          ],
        },
        {
          heading: '三、信息的共享',
          items: [
            '我们不会出售您的个人信息。',
            '仅在法律法规要求或取得您的单独同意时，才会向第三方提供您的信息。',
            '应用接入了微信支付、支付宝与统计分析服务，这些服务按各自的隐私政策处理必要信息。',
          ],
        },
        {
          heading: '四、信息的存储与保护',
          paragraphs: [
            '您的信息存储于中华人民共和国境内，传输过程全程加密。账号注销后，我们会在 15 天冷静期结束后删除或匿名化处理您的个人信息。',
          ],
        },
        {
          heading: '五、您的权利',
          items: [
            '查询与更正您的账号信息。',
            '撤回授权同意，或要求删除您的个人信息。',
            '注销账号（「关于我们」>「注销账号」）。',
          ],
        },
        {
          heading: '六、未成年人保护',
          paragraphs: ['未满 14 周岁的未成年人，请在监护人的同意与指导下使用本服务。'],
        },
        {
          heading: '七、联系我们',
          paragraphs: ['如对本政策有任何疑问，请发送邮件至 privacy@speedup.example，我们将在 15 个工作日内回复。'],
        },
      ],
    },
    en: {
      title: 'User Privacy Policy',
      intro: `${BRAND.en} knows how much your personal information matters to you. This policy explains what we collect, how we use and protect it, and which rights you have.`,
      sections: [
        {
          heading: '1. What we collect',
          items: [
            'Account information: phone number, email and nickname, used to sign up, sign in and recover your account.',
            'Device information: device model, system version and device identifier, used for device management and the limit on devices online.',
            'Connection logs: connection times, chosen lines and traffic totals, used to diagnose problems. We do not record what you visit.',
            'Payment information: handled by the payment providers; we keep only the order number and payment status.',
          ],
        },
        {
          heading: '2. How we use it',
          paragraphs: [
            'We use your information only as far as needed to provide the acceleration service, keep your account safe, handle orders and refunds, and improve the product.',
          ],
        },
        {
          heading: '3. Sharing',
          items: [
            'We never sell your personal information.',
            'We share it with third parties only when the law requires it or with your separate consent.',
            'The app uses WeChat Pay, Alipay and an analytics service, which process the necessary information under their own privacy policies.',
          ],
        },
        {
          heading: '4. Storage and protection',
          paragraphs: [
            "Your information is stored in the People's Republic of China and always encrypted in transit. After an account is cancelled, we delete or anonymise its personal information once the 15-day waiting period ends.",
          ],
        },
        {
          heading: '5. Your rights',
          items: [
            'See and correct your account information.',
            'Withdraw your consent or ask us to delete your personal information.',
            'Cancel your account (About > Cancel account).',
          ],
        },
        {
          heading: '6. Minors',
          paragraphs: ['Children under 14 should use the service only with the consent and guidance of a guardian.'],
        },
        {
          heading: '7. Contact us',
          paragraphs: [
            'If you have any question about this policy, email privacy@speedup.example. We answer within 15 working days.',
          ],
        },
      ],
    },
    vi: {
      title: 'Chính sách quyền riêng tư của người dùng',
      intro: `${BRAND.vi} hiểu rõ thông tin cá nhân quan trọng như thế nào đối với bạn. Chính sách này giải thích chúng tôi thu thập những thông tin gì, cách chúng tôi sử dụng và bảo vệ thông tin đó, cũng như các quyền của bạn.`,
      sections: [
        {
          heading: '1. Thông tin chúng tôi thu thập',
          items: [
            'Thông tin tài khoản: số điện thoại, email và biệt danh, dùng để đăng ký, đăng nhập và khôi phục tài khoản.',
            'Thông tin thiết bị: mẫu thiết bị, phiên bản hệ thống và mã định danh thiết bị, dùng để quản lý thiết bị và giới hạn số thiết bị trực tuyến.',
            'Nhật ký kết nối: thời gian kết nối, tuyến đã chọn và tổng lưu lượng, dùng để chẩn đoán sự cố. Chúng tôi không ghi lại nội dung bạn truy cập.',
            'Thông tin thanh toán: do các tổ chức thanh toán xử lý; chúng tôi chỉ lưu mã đơn hàng và trạng thái thanh toán.',
          ],
        },
        {
          heading: '2. Cách chúng tôi sử dụng thông tin',
          paragraphs: [
            'Chúng tôi chỉ sử dụng thông tin của bạn trong phạm vi cần thiết để cung cấp dịch vụ tăng tốc, bảo vệ an toàn tài khoản, xử lý đơn hàng và hoàn tiền, cũng như cải thiện sản phẩm.',
          ],
        },
        {
          heading: '3. Chia sẻ thông tin',
          items: [
            'Chúng tôi không bao giờ bán thông tin cá nhân của bạn.',
            'Chúng tôi chỉ cung cấp thông tin cho bên thứ ba khi pháp luật yêu cầu hoặc khi có sự đồng ý riêng của bạn.',
            'Ứng dụng sử dụng WeChat Pay, Alipay và một dịch vụ phân tích thống kê; các dịch vụ này xử lý thông tin cần thiết theo chính sách quyền riêng tư của riêng họ.',
          ],
        },
        {
          heading: '4. Lưu trữ và bảo vệ',
          paragraphs: [
            'Thông tin của bạn được lưu trữ tại Cộng hòa Nhân dân Trung Hoa và luôn được mã hóa trong quá trình truyền. Sau khi tài khoản bị hủy, chúng tôi sẽ xóa hoặc ẩn danh hóa thông tin cá nhân của tài khoản đó khi thời gian chờ 15 ngày kết thúc.',
          ],
        },
        {
          heading: '5. Quyền của bạn',
          items: [
            'Xem và chỉnh sửa thông tin tài khoản của bạn.',
            'Rút lại sự đồng ý hoặc yêu cầu chúng tôi xóa thông tin cá nhân của bạn.',
            'Hủy tài khoản (Về chúng tôi > Hủy tài khoản).',
          ],
        },
        {
          heading: '6. Trẻ vị thành niên',
          paragraphs: ['Trẻ em dưới 14 tuổi chỉ nên sử dụng dịch vụ khi có sự đồng ý và hướng dẫn của người giám hộ.'],
        },
        {
          heading: '7. Liên hệ với chúng tôi',
          paragraphs: [
            'Nếu có bất kỳ câu hỏi nào về chính sách này, vui lòng gửi email tới privacy@speedup.example. Chúng tôi sẽ phản hồi trong vòng 15 ngày làm việc.',
          ],
        },
      ],
    },
  },

  userService: {
    zh: {
      title: '用户服务协议',
      intro: `本协议是您与${BRAND.zh}之间关于使用本服务的约定。注册、登录或使用本服务，即表示您已阅读并同意本协议的全部内容。`,
      sections: [
        {
          heading: '一、账号注册与使用',
          items: [
            '您可以使用手机号、邮箱或第三方账号注册并登录。',
            '请妥善保管账号与密码，因您保管不当造成的损失由您自行承担。',
            '发现账号被盗用时，请立即联系客服冻结账号。',
          ],
        },
        {
          heading: '二、服务内容',
          paragraphs: [
            '本服务为您访问合法的网络服务提供网络加速。加速效果受您所在地网络环境、运营商与目标服务的影响，我们不承诺在所有场景下均能提升速度。',
          ],
        },
        {
          heading: '三、用户行为规范',
          paragraphs: ['您在使用本服务时不得：'],
          items: [
            '从事危害国家安全、破坏社会秩序或侵犯他人合法权益的活动；',
            '传播违法、侵权或不良信息；',
            '攻击、干扰本服务的服务器与网络，或利用本服务攻击其他网络；',
            '对本服务进行反向工程、破解或批量注册账号。',
          ],
        },
        {
          heading: '四、知识产权',
          paragraphs: ['本服务中的软件、界面设计、文字与图片等内容的知识产权归我们或相关权利人所有。'],
        },
        {
          heading: '五、免责声明',
          paragraphs: [
            '因不可抗力、网络运营商故障、系统维护或第三方原因导致服务中断的，我们将尽力减少对您的影响，但不承担由此产生的间接损失。',
          ],
        },
        {
          heading: '六、协议的终止',
          paragraphs: ['您可以随时注销账号终止本协议；您严重违反本协议的，我们有权终止向您提供服务。'],
        },
        {
          heading: '七、法律适用与争议解决',
          paragraphs: ['本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商；协商不成的，提交我们所在地有管辖权的人民法院诉讼解决。'],
        },
      ],
    },
    en: {
      title: 'User Service Agreement',
      intro: `This agreement between you and ${BRAND.en} governs your use of the service. By signing up, signing in or using the service you confirm that you have read and accept all of it.`,
      sections: [
        {
          heading: '1. Accounts',
          items: [
            'You can sign up and sign in with a phone number, an email address or a third-party account.',
            'Keep your account and password safe; losses caused by careless handling are your own responsibility.',
            'If your account is misused, contact customer service at once to freeze it.',
          ],
        },
        {
          heading: '2. The service',
          paragraphs: [
            'The service accelerates your access to lawful online services. Results depend on your local network, your carrier and the target service; we do not promise faster speeds in every situation.',
          ],
        },
        {
          heading: '3. Conduct',
          paragraphs: ['While using the service you must not:'],
          items: [
            'endanger national security, disturb public order or infringe the lawful rights of others;',
            'spread unlawful, infringing or harmful content;',
            'attack or disrupt our servers and network, or use the service to attack other networks;',
            'reverse-engineer or crack the service, or register accounts in bulk.',
          ],
        },
        {
          heading: '4. Intellectual property',
          paragraphs: [
            'The software, interface design, texts and images of the service belong to us or to the respective rights holders.',
          ],
        },
        {
          heading: '5. Disclaimer',
          paragraphs: [
            'When the service is interrupted by force majeure, carrier failures, maintenance or third parties, we do our best to limit the impact on you but are not liable for indirect losses.',
          ],
        },
        {
          heading: '6. Ending the agreement',
          paragraphs: [
            'You can end this agreement at any time by cancelling your account. If you seriously breach it, we may stop providing the service to you.',
          ],
        },
        {
          heading: '7. Governing law and disputes',
          paragraphs: [
            "This agreement is governed by the laws of the People's Republic of China. Disputes are first settled by negotiation; failing that, by the competent people's court where we are located.",
          ],
        },
      ],
    },
    vi: {
      title: 'Thỏa thuận dịch vụ người dùng',
      intro: `Thỏa thuận này giữa bạn và ${BRAND.vi} điều chỉnh việc bạn sử dụng dịch vụ. Khi đăng ký, đăng nhập hoặc sử dụng dịch vụ, bạn xác nhận đã đọc và chấp nhận toàn bộ nội dung thỏa thuận.`,
      sections: [
        {
          heading: '1. Tài khoản',
          items: [
            'Bạn có thể đăng ký và đăng nhập bằng số điện thoại, địa chỉ email hoặc tài khoản bên thứ ba.',
            'Hãy giữ an toàn tài khoản và mật khẩu; mọi tổn thất do bảo quản không cẩn thận sẽ do bạn tự chịu trách nhiệm.',
            'Nếu tài khoản bị người khác sử dụng trái phép, hãy liên hệ ngay bộ phận chăm sóc khách hàng để tạm khóa tài khoản.',
          ],
        },
        {
          heading: '2. Dịch vụ',
          paragraphs: [
            'Dịch vụ giúp tăng tốc việc truy cập các dịch vụ trực tuyến hợp pháp. Hiệu quả phụ thuộc vào mạng tại nơi bạn ở, nhà mạng và dịch vụ đích; chúng tôi không cam kết tốc độ sẽ được cải thiện trong mọi trường hợp.',
          ],
        },
        {
          heading: '3. Quy tắc ứng xử',
          paragraphs: ['Khi sử dụng dịch vụ, bạn không được:'],
          items: [
            'gây nguy hại đến an ninh quốc gia, làm rối loạn trật tự công cộng hoặc xâm phạm quyền và lợi ích hợp pháp của người khác;',
            'phát tán nội dung trái pháp luật, xâm phạm quyền hoặc có hại;',
            'tấn công hoặc làm gián đoạn máy chủ và mạng của chúng tôi, hoặc dùng dịch vụ để tấn công các mạng khác;',
            'dịch ngược hoặc bẻ khóa dịch vụ, hoặc đăng ký tài khoản hàng loạt.',
          ],
        },
        {
          heading: '4. Sở hữu trí tuệ',
          paragraphs: [
            'Phần mềm, thiết kế giao diện, văn bản và hình ảnh của dịch vụ thuộc quyền sở hữu của chúng tôi hoặc của các chủ thể quyền tương ứng.',
          ],
        },
        {
          heading: '5. Miễn trừ trách nhiệm',
          paragraphs: [
            'Khi dịch vụ bị gián đoạn do sự kiện bất khả kháng, sự cố của nhà mạng, bảo trì hệ thống hoặc nguyên nhân từ bên thứ ba, chúng tôi sẽ cố gắng hết sức để giảm thiểu ảnh hưởng đến bạn nhưng không chịu trách nhiệm đối với các thiệt hại gián tiếp.',
          ],
        },
        {
          heading: '6. Chấm dứt thỏa thuận',
          paragraphs: [
            'Bạn có thể chấm dứt thỏa thuận này bất cứ lúc nào bằng cách hủy tài khoản. Nếu bạn vi phạm nghiêm trọng thỏa thuận, chúng tôi có quyền ngừng cung cấp dịch vụ cho bạn.',
          ],
        },
        {
          heading: '7. Luật áp dụng và giải quyết tranh chấp',
          paragraphs: [
            'Thỏa thuận này được điều chỉnh bởi pháp luật của Cộng hòa Nhân dân Trung Hoa. Tranh chấp trước hết được giải quyết bằng thương lượng; nếu thương lượng không thành, tranh chấp sẽ được đưa ra tòa án nhân dân có thẩm quyền tại nơi chúng tôi đặt trụ sở.',
          ],
        },
      ],
    },
  },

  cancelAccount: {
    zh: {
      title: '账号注销协议',
      intro: '在您申请注销账号前，请仔细阅读本协议。注销是不可恢复的操作，请确认您已了解注销的条件与后果。',
      sections: [
        {
          heading: '一、注销条件',
          items: [
            '账号处于安全状态，近期没有修改密码、更换绑定等敏感操作。',
            '已取消所有支付平台（微信、支付宝、App Store）上的连续包月。',
            '账号没有未完成的订单、退款或兑换。',
            '使用第三方账号登录的，需重新登录与绑定账号一致的第三方账号完成验证。',
          ],
        },
        {
          heading: '二、注销流程',
          steps: [
            '阅读并同意本协议，提交注销申请。',
            '完成身份验证：输入账号密码，或重新登录绑定的第三方账号。',
            '进入 15 天冷静期。',
            '冷静期结束后，账号正式注销。',
          ],
        },
        {
          heading: '三、冷静期',
          paragraphs: ['冷静期内重新登录账号，即视为撤销注销申请，账号恢复正常使用。'],
        },
        {
          heading: '四、注销的后果',
          items: [
            '您将无法再登录该账号，账号信息将被删除或匿名化。',
            '剩余的会员时长、金币、兑换记录与邀请奖励将全部清空，且无法恢复。',
            '账号下已登录的设备将全部退出。',
            '注销后，该手机号或邮箱可以重新注册，但新账号与原账号没有任何关联。',
          ],
        },
        {
          heading: '五、其他',
          paragraphs: ['注销账号不代表您在注销前的行为和相关责任得到豁免或减轻。'],
        },
      ],
    },
    en: {
      title: 'Account Cancellation Agreement',
      intro: 'Please read this agreement carefully before you apply to cancel your account. Cancellation cannot be undone, so make sure you understand its conditions and consequences.',
      sections: [
        {
          heading: '1. Conditions',
          items: [
            'The account is in a safe state, with no recent sensitive changes such as a new password or a new binding.',
            'All continuous monthly subscriptions on payment platforms (WeChat, Alipay, App Store) are cancelled.',
            'The account has no unfinished orders, refunds or exchanges.',
            'An account that signs in with a third-party account must sign in again with the same bound third-party account.',
          ],
        },
        {
          heading: '2. Steps',
          steps: [
            'Read and accept this agreement, then submit the request.',
            'Verify your identity: enter the account password, or sign in again with the bound third-party account.',
            'A 15-day waiting period starts.',
            'When the waiting period ends, the account is cancelled.',
          ],
        },
        {
          heading: '3. Waiting period',
          paragraphs: [
            'Signing in during the waiting period withdraws the request, and the account returns to normal.',
          ],
        },
        {
          heading: '4. Consequences',
          items: [
            'You can no longer sign in to the account; its information is deleted or anonymised.',
            'All remaining membership time, coins, exchange records and invitation rewards are cleared and cannot be restored.',
            'All devices signed in to the account are signed out.',
            'The phone number or email can be used to sign up again, but the new account has no link to the old one.',
          ],
        },
        {
          heading: '5. Other terms',
          paragraphs: [
            'Cancelling the account does not waive or reduce your responsibility for what was done before the cancellation.',
          ],
        },
      ],
    },
    vi: {
      title: 'Thỏa thuận hủy tài khoản',
      intro: 'Vui lòng đọc kỹ thỏa thuận này trước khi yêu cầu hủy tài khoản. Việc hủy tài khoản không thể hoàn tác, vì vậy hãy chắc chắn rằng bạn đã hiểu rõ các điều kiện và hậu quả của việc này.',
      sections: [
        {
          heading: '1. Điều kiện',
          items: [
            'Tài khoản ở trạng thái an toàn, gần đây không có thay đổi nhạy cảm như đổi mật khẩu hoặc thay đổi liên kết.',
            'Đã hủy tất cả các gói tự động gia hạn trên các nền tảng thanh toán (WeChat, Alipay, App Store).',
            'Tài khoản không có đơn hàng, yêu cầu hoàn tiền hoặc giao dịch đổi thưởng nào chưa hoàn tất.',
            'Tài khoản đăng nhập bằng tài khoản bên thứ ba phải đăng nhập lại bằng đúng tài khoản bên thứ ba đã liên kết để xác minh.',
          ],
        },
        {
          heading: '2. Các bước',
          steps: [
            'Đọc và đồng ý với thỏa thuận này, sau đó gửi yêu cầu.',
            'Xác minh danh tính: nhập mật khẩu tài khoản hoặc đăng nhập lại bằng tài khoản bên thứ ba đã liên kết.',
            'Bắt đầu thời gian chờ 15 ngày.',
            'Khi thời gian chờ kết thúc, tài khoản chính thức bị hủy.',
          ],
        },
        {
          heading: '3. Thời gian chờ',
          paragraphs: [
            'Nếu bạn đăng nhập lại trong thời gian chờ, yêu cầu hủy sẽ được rút lại và tài khoản trở lại sử dụng bình thường.',
          ],
        },
        {
          heading: '4. Hậu quả',
          items: [
            'Bạn sẽ không thể đăng nhập vào tài khoản nữa; thông tin tài khoản sẽ bị xóa hoặc ẩn danh hóa.',
            'Toàn bộ thời hạn hội viên còn lại, xu, lịch sử đổi thưởng và phần thưởng mời bạn bè sẽ bị xóa và không thể khôi phục.',
            'Tất cả thiết bị đang đăng nhập tài khoản sẽ bị đăng xuất.',
            'Số điện thoại hoặc email có thể được dùng để đăng ký lại, nhưng tài khoản mới không có bất kỳ liên kết nào với tài khoản cũ.',
          ],
        },
        {
          heading: '5. Điều khoản khác',
          paragraphs: [
            'Việc hủy tài khoản không miễn trừ hoặc giảm nhẹ trách nhiệm của bạn đối với những hành vi đã thực hiện trước khi hủy.',
          ],
        },
      ],
    },
  },
}

const MAKER_DOCUMENTS = Object.fromEntries(
  (Object.keys(MAKERS) as Maker[]).map((makerType) => [
    makerType,
    {
      zh: makerTutorial('zh', makerType),
      en: makerTutorial('en', makerType),
      vi: makerTutorial('vi', makerType),
    },
  ]),
) as Record<Maker, Record<Source, Document>>

const DOCUMENTS: Record<AgreementKind, Record<Source, Document>> = { ...WRITTEN_DOCUMENTS, ...MAKER_DOCUMENTS }

// The order of spec section 3.
const AGREEMENT_TYPES: readonly AgreementKind[] = [
  'honor',
  'huawei',
  'oneplus',
  'oppo',
  'samsung',
  'xiaomi',
  'vivo',
  'general',
  'monthlyVip',
  'memberService',
  'privacy',
  'userService',
  'cancelAccount',
]

// Fixed dates so answers are stable between runs.
const UPDATED_AT: Partial<Record<AgreementKind, number>> & { tutorial: number } = {
  tutorial: Date.UTC(2025, 2, 10),
  monthlyVip: Date.UTC(2025, 0, 15),
  memberService: Date.UTC(2025, 0, 15),
  privacy: Date.UTC(2025, 3, 1),
  userService: Date.UTC(2024, 11, 1),
  cancelAccount: Date.UTC(2024, 11, 1),
}

// Simplified -> traditional, character by character, for the characters these texts use
// (an approximation: no word-level conversion).
const TRADITIONAL = new Map(
  (
    '荣榮 机機 后後 电電 会會 锁鎖 换換 应應 结結 导導 断斷 骤驟 设設 续續 运運 许許 启啟 动動 ' +
    '开開 务務 关關 闭閉 弹彈 联聯 优優 时時 终終 网網 络絡 连連 从從 并並 顿頓 进進 将將 现現 图圖 ' +
    '标標 温溫 统統 级級 请請 检檢 单單 称稱 华華 为為 选選 择擇 点點 击擊 备備 维維 护護 于於 状狀 ' +
    '态態 详詳 无無 长長 权權 节節 参參 让讓 键鍵 议議 软軟 频頻 们們 馈饋 号號 协協 与與 间間 约約 ' +
    '细細 阅閱 读讀 别別 划劃 线線 条條 说說 员員 费費 个個 计計 过過 价價 页頁 准準 调調 败敗 随隨 ' +
    '试試 暂暫 响響 钱錢 宝寶 订訂 则則 当當 帮幫 户戶 销銷 账帳 须須 项項 适適 欢歡 规規 范範 础礎 ' +
    '专專 属屬 奖獎 励勵 购購 买買 兑兌 码碼 赠贈 获獲 顺順 仅僅 转轉 卖賣 违違 挂掛 册冊 处處 还還 ' +
    '异異 邮郵 诉訴 额額 变變 继繼 隐隱 对對 这這 昵暱 录錄 志誌 记記 访訪 问問 体體 构構 产產 验驗 ' +
    '围圍 独獨 储儲 国國 传傳 输輸 静靜 删刪 询詢 满滿 岁歲 监監 发發 复復 损損 担擔 盗盜 冻凍 环環 ' +
    '营營 诺諾 场場 坏壞 扰擾 归歸 责責 声聲 尽盡 减減 严嚴 争爭 决決 双雙 辖轄 讼訟 确確 认認 没沒 ' +
    '绑綁 证證 视視 该該 余餘 币幣 轻輕'
  )
    .split(/\s+/)
    .map((pair): [string, string] => [pair[0], pair[1]]),
)

function toTraditional(text: string): string {
  return Array.from(text, (char) => TRADITIONAL.get(char) || char).join('')
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function list(tag: 'ol' | 'ul', items: readonly string[]): string {
  return `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`
}

function renderHtml(doc: Document): string {
  const parts = [`<p>${escapeHtml(doc.intro)}</p>`]
  for (const section of doc.sections) {
    parts.push(`<h3>${escapeHtml(section.heading)}</h3>`)
    for (const paragraph of section.paragraphs || []) parts.push(`<p>${escapeHtml(paragraph)}</p>`)
    if (section.steps) parts.push(list('ol', section.steps))
    if (section.items) parts.push(list('ul', section.items))
  }
  return parts.join('\n')
}

// The written language each supported language is served from.
const SOURCE_OF_LANG: Record<Language, Source> = { zh_CN: 'zh', zh_TW: 'zh', zh_HK: 'zh', en_US: 'en', vi_VN: 'vi' }

/** The agreement list in one of the supported languages. */
export function agreementList(lang: Language): ProtocolDocument[] {
  const source = SOURCE_OF_LANG[lang]
  const convert = lang === 'zh_TW' || lang === 'zh_HK' ? toTraditional : (text: string) => text
  return AGREEMENT_TYPES.map((type) => {
    const doc = DOCUMENTS[type][source]
    return {
      type,
      title: convert(doc.title),
      content: convert(renderHtml(doc)),
      updatedAt: UPDATED_AT[type] ?? UPDATED_AT.tutorial,
    }
  })
}
