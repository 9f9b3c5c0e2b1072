// The manual of each device type the mock answers on GET /device/manual (docs/api.md, "Device
// endpoints"): its title and steps in every supported language. Hong Kong reads Taiwan's text.
import type { ManualKind } from '@/lib/devices'
import type { Language } from '@/lib/i18n'

type Localized = Record<Language, string>

function say(zh_CN: string, en_US: string, zh_TW: string, vi_VN: string): Localized {
  return { zh_CN, en_US, zh_TW, zh_HK: zh_TW, vi_VN }
}

interface Manual {
  title: Localized
  updatedAt: number
  steps: ReadonlyArray<{ title: Localized; text: Localized }>
}

const UPDATED_AT = Date.UTC(2026, 8, 1, 2)

export const DEVICE_MANUALS: Readonly<Record<ManualKind, Manual>> = {
  box: {
    title: say('加速盒子使用说明', 'Acceleration box guide', '加速盒子使用說明', 'Hướng dẫn hộp tăng tốc'),
    updatedAt: UPDATED_AT,
    steps: [
      {
        title: say('接通电源和网线', 'Connect power and network', '接通電源和網路線', 'Cắm nguồn và cáp mạng'),
        text: say(
          '用网线连接盒子的 WAN 口和家里的光猫或路由器，再接通电源，等待指示灯变为常亮。',
          "Connect the box's WAN port to your modem or router with a network cable, then plug in the power and wait until the light stays on.",
          '用網路線連接盒子的 WAN 埠和家裡的數據機或路由器，再接通電源，等待指示燈變為恆亮。',
          'Nối cổng WAN của hộp với modem hoặc router bằng cáp mạng, cắm nguồn và chờ đèn sáng ổn định.',
        ),
      },
      {
        title: say('连接盒子的 WiFi', "Join the box's wifi", '連接盒子的 WiFi', 'Kết nối WiFi của hộp'),
        text: say(
          '手机连接盒子底部标签上的 WiFi，初始密码也印在标签上。',
          "Join the wifi printed on the label under the box with your phone; the first password is on the label too.",
          '手機連接盒子底部標籤上的 WiFi，初始密碼也印在標籤上。',
          'Dùng điện thoại kết nối WiFi in trên nhãn dưới đáy hộp; mật khẩu ban đầu cũng in trên nhãn.',
        ),
      },
      {
        title: say('在应用中绑定', 'Bind it in the app', '在應用程式中綁定', 'Liên kết trong ứng dụng'),
        text: say(
          '打开应用，登录账号后扫描盒子上的二维码完成绑定，绑定后可在“设备管理”中查看。',
          'Open the app, log in and scan the QR code on the box to bind it; it then appears under equipment management.',
          '打開應用程式，登入帳號後掃描盒子上的 QR 碼完成綁定，綁定後可在「設備管理」中查看。',
          'Mở ứng dụng, đăng nhập rồi quét mã QR trên hộp để liên kết; sau đó hộp hiện trong mục quản lý thiết bị.',
        ),
      },
      {
        title: say('选择线路', 'Choose a line', '選擇線路', 'Chọn tuyến'),
        text: say(
          '在“线路配置”中为盒子选择延迟最低的线路，连接盒子 WiFi 的设备即可加速。',
          'In line configuration pick the line with the lowest latency; every device on the box’s wifi is then accelerated.',
          '在「線路配置」中為盒子選擇延遲最低的線路，連接盒子 WiFi 的設備即可加速。',
          'Trong cấu hình tuyến, chọn tuyến có độ trễ thấp nhất; mọi thiết bị dùng WiFi của hộp đều được tăng tốc.',
        ),
      },
    ],
  },
  router: {
    title: say('加速路由器使用说明', 'Acceleration router guide', '加速路由器使用說明', 'Hướng dẫn router tăng tốc'),
    updatedAt: UPDATED_AT,
    steps: [
      {
        title: say('替换原有路由器', 'Put it in place of your router', '替換原有路由器', 'Thay cho router cũ'),
        text: say(
          '把光猫的网线接到路由器的 WAN 口，接通电源。',
          "Plug the modem's cable into the router's WAN port and switch the router on.",
          '把數據機的網路線接到路由器的 WAN 埠，接通電源。',
          'Cắm cáp từ modem vào cổng WAN của router rồi bật nguồn.',
        ),
      },
      {
        title: say('完成上网设置', 'Set up the internet connection', '完成上網設定', 'Thiết lập kết nối internet'),
        text: say(
          '连接路由器的 WiFi，按页面提示选择宽带拨号或自动获取地址。',
          "Join the router's wifi and follow the page to choose dial-up or automatic addressing.",
          '連接路由器的 WiFi，依頁面提示選擇寬頻撥號或自動取得位址。',
          'Kết nối WiFi của router và làm theo trang để chọn quay số hoặc nhận địa chỉ tự động.',
        ),
      },
      {
        title: say('绑定到账号', 'Bind it to your account', '綁定到帳號', 'Liên kết với tài khoản'),
        text: say(
          '在应用中扫描路由器底部的二维码，路由器上线后绑定状态变为“已绑定”。',
          'Scan the QR code under the router in the app; once the router is online its state turns to bound.',
          '在應用程式中掃描路由器底部的 QR 碼，路由器上線後綁定狀態變為「已綁定」。',
          'Quét mã QR dưới đáy router trong ứng dụng; khi router trực tuyến, trạng thái chuyển thành đã liên kết.',
        ),
      },
    ],
  },
  ios: {
    title: say('iPhone 和 iPad 使用说明', 'iPhone and iPad guide', 'iPhone 和 iPad 使用說明', 'Hướng dẫn cho iPhone và iPad'),
    updatedAt: UPDATED_AT,
    steps: [
      {
        title: say('安装应用', 'Install the app', '安裝應用程式', 'Cài ứng dụng'),
        text: say('在 App Store 下载并安装应用。', 'Download and install the app from the App Store.', '在 App Store 下載並安裝應用程式。', 'Tải và cài ứng dụng từ App Store.'),
      },
      {
        title: say('允许添加 VPN 配置', 'Allow the VPN configuration', '允許加入 VPN 設定', 'Cho phép cấu hình VPN'),
        text: say(
          '首次加速时系统会询问是否添加 VPN 配置，请点“允许”并验证解锁密码。',
          'The first time you accelerate, iOS asks to add a VPN configuration: tap Allow and enter your passcode.',
          '首次加速時系統會詢問是否加入 VPN 設定，請點「允許」並驗證解鎖密碼。',
          'Lần đầu tăng tốc, iOS hỏi thêm cấu hình VPN: chạm Cho phép và nhập mật mã.',
        ),
      },
      {
        title: say('开始加速', 'Start accelerating', '開始加速', 'Bắt đầu tăng tốc'),
        text: say('选择线路后点“加速”即可。', 'Choose a line and tap Accelerate.', '選擇線路後點「加速」即可。', 'Chọn tuyến rồi chạm Tăng tốc.'),
      },
    ],
  },
  android: {
    title: say('Android 手机使用说明', 'Android phone guide', 'Android 手機使用說明', 'Hướng dẫn cho điện thoại Android'),
    updatedAt: UPDATED_AT,
    steps: [
      {
        title: say('下载安装包', 'Download the package', '下載安裝包', 'Tải gói cài đặt'),
        text: say(
          '从官网下载安装包，安装时如系统提示，请允许安装来自浏览器的应用。',
          'Download the package from the official site; if asked, allow installing apps from your browser.',
          '從官網下載安裝包，安裝時如系統提示，請允許安裝來自瀏覽器的應用程式。',
          'Tải gói từ trang chính thức; nếu được hỏi, hãy cho phép cài ứng dụng từ trình duyệt.',
        ),
      },
      {
        title: say('允许 VPN 连接请求', 'Accept the VPN request', '允許 VPN 連線要求', 'Chấp nhận yêu cầu VPN'),
        text: say(
          '首次加速时点“确定”允许建立 VPN 连接。',
          'The first time you accelerate, tap OK to allow the VPN connection.',
          '首次加速時點「確定」允許建立 VPN 連線。',
          'Lần đầu tăng tốc, chạm OK để cho phép kết nối VPN.',
        ),
      },
      {
        title: say('关闭省电限制', 'Turn off battery limits', '關閉省電限制', 'Tắt giới hạn tiết kiệm pin'),
        text: say(
          '在系统设置中允许应用后台运行，避免加速被系统中断。',
          'Let the app run in the background in the system settings, so the system does not stop the acceleration.',
          '在系統設定中允許應用程式在背景執行，避免加速被系統中斷。',
          'Cho phép ứng dụng chạy nền trong cài đặt hệ thống để việc tăng tốc không bị ngắt.',
        ),
      },
    ],
  },
  pc: {
    title: say('Windows 电脑使用说明', 'Windows PC guide', 'Windows 電腦使用說明', 'Hướng dẫn cho máy tính Windows'),
    updatedAt: UPDATED_AT,
    steps: [
      {
        title: say('运行安装程序', 'Run the installer', '執行安裝程式', 'Chạy trình cài đặt'),
        text: say(
          '下载安装程序后双击运行，按提示完成安装。',
          'Download the installer, double-click it and follow the steps.',
          '下載安裝程式後按兩下執行，依提示完成安裝。',
          'Tải trình cài đặt, nhấp đúp và làm theo các bước.',
        ),
      },
      {
        title: say('允许安装网络驱动', 'Allow the network driver', '允許安裝網路驅動程式', 'Cho phép trình điều khiển mạng'),
        text: say(
          '安装过程中系统会请求安装虚拟网卡驱动，请选择“安装”。',
          'During installation Windows asks to install a virtual network adapter driver: choose Install.',
          '安裝過程中系統會要求安裝虛擬網路卡驅動程式，請選擇「安裝」。',
          'Trong khi cài, Windows hỏi cài trình điều khiển card mạng ảo: chọn Cài đặt.',
        ),
      },
      {
        title: say('登录并加速', 'Log in and accelerate', '登入並加速', 'Đăng nhập và tăng tốc'),
        text: say('登录账号，选择线路后点“加速”。', 'Log in, choose a line and click Accelerate.', '登入帳號，選擇線路後點「加速」。', 'Đăng nhập, chọn tuyến rồi nhấn Tăng tốc.'),
      },
    ],
  },
  mac: {
    title: say('Mac 电脑使用说明', 'Mac guide', 'Mac 電腦使用說明', 'Hướng dẫn cho máy Mac'),
    updatedAt: UPDATED_AT,
    steps: [
      {
        title: say('拖入应用程序文件夹', 'Drag it to Applications', '拖入應用程式檔案夾', 'Kéo vào thư mục Ứng dụng'),
        text: say(
          '打开下载的安装镜像，把应用拖入“应用程序”文件夹。',
          'Open the downloaded disk image and drag the app into the Applications folder.',
          '打開下載的安裝映像檔，把應用程式拖入「應用程式」檔案夾。',
          'Mở tệp ảnh đĩa đã tải và kéo ứng dụng vào thư mục Ứng dụng.',
        ),
      },
      {
        title: say('允许系统扩展', 'Allow the system extension', '允許系統延伸功能', 'Cho phép tiện ích hệ thống'),
        text: say(
          '首次加速时在“系统设置 > 隐私与安全性”中允许应用的网络扩展。',
          "The first time you accelerate, allow the app's network extension in System Settings > Privacy & Security.",
          '首次加速時在「系統設定 > 隱私權與安全性」中允許應用程式的網路延伸功能。',
          'Lần đầu tăng tốc, cho phép tiện ích mạng của ứng dụng trong Cài đặt hệ thống > Quyền riêng tư & Bảo mật.',
        ),
      },
      {
        title: say('登录并加速', 'Log in and accelerate', '登入並加速', 'Đăng nhập và tăng tốc'),
        text: say('登录账号，选择线路后点“加速”。', 'Log in, choose a line and click Accelerate.', '登入帳號，選擇線路後點「加速」。', 'Đăng nhập, chọn tuyến rồi nhấn Tăng tốc.'),
      },
    ],
  },
}
