// The /moreWelfare list as the mock serves it: each entry's screen and its words in every language.
import type { Language } from '@/lib/i18n'

type Words = Record<Language, readonly [string, string]>

/** [spec 2 path, [title, description] per language]; the client shows those its build has. */
export const MORE_WELFARE: readonly (readonly [string, Words])[] = [
  ['/sportsQuiz', {
    zh_CN: ['世界杯竞猜', '开赛前预测比赛结果，猜中得金币'],
    en_US: ['World Cup quiz', 'Predict results before kick-off and earn coins'],
    zh_TW: ['世界盃競猜', '開賽前預測比賽結果，猜中得金幣'],
    zh_HK: ['世界盃競猜', '開賽前預測比賽結果，猜中得金幣'],
    vi_VN: ['Dự đoán World Cup', 'Dự đoán kết quả trước giờ bóng lăn để nhận xu'],
  }],
  ['/pointEvent', {
    zh_CN: ['节日福利', '活动期间领取节日金币礼包'],
    en_US: ['Festival gift', 'Receive the festival coin gift while it runs'],
    zh_TW: ['節日福利', '活動期間領取節日金幣禮包'],
    zh_HK: ['節日福利', '活動期間領取節日金幣禮包'],
    vi_VN: ['Quà lễ hội', 'Nhận gói xu lễ hội trong thời gian sự kiện'],
  }],
  ['/pointEventV2', {
    zh_CN: ['金币活动', '活动期间每天领取当天的金币'],
    en_US: ['Coin event', "Receive each day's coins during the event"],
    zh_TW: ['金幣活動', '活動期間每天領取當天的金幣'],
    zh_HK: ['金幣活動', '活動期間每天領取當天的金幣'],
    vi_VN: ['Sự kiện xu', 'Nhận xu mỗi ngày trong thời gian sự kiện'],
  }],
  ['/lottery', {
    zh_CN: ['金币抽奖', '用金币抽取会员时长和好礼'],
    en_US: ['Coin lottery', 'Draw membership time and prizes with coins'],
    zh_TW: ['金幣抽獎', '用金幣抽取會員時長和好禮'],
    zh_HK: ['金幣抽獎', '用金幣抽取會員時長和好禮'],
    vi_VN: ['Quay thưởng bằng xu', 'Dùng xu quay thời gian hội viên và quà'],
  }],
  ['/weeklyReward', {
    zh_CN: ['周榜奖励', '每周排行榜前列可得金币奖励'],
    en_US: ['Weekly ranking reward', 'The top of each week’s ranking earns coins'],
    zh_TW: ['週榜獎勵', '每週排行榜前列可得金幣獎勵'],
    zh_HK: ['週榜獎賞', '每週排行榜前列可得金幣獎賞'],
    vi_VN: ['Thưởng bảng xếp hạng tuần', 'Top bảng xếp hạng mỗi tuần nhận xu'],
  }],
  ['/miniGame', {
    zh_CN: ['小游戏', '玩小游戏赢金币'],
    en_US: ['Mini game', 'Play a mini game and win coins'],
    zh_TW: ['小遊戲', '玩小遊戲贏金幣'],
    zh_HK: ['小遊戲', '玩小遊戲贏金幣'],
    vi_VN: ['Trò chơi nhỏ', 'Chơi trò chơi nhỏ để thắng xu'],
  }],
  ['/mailActivity', {
    zh_CN: ['新春来信', '活动期间的每封来信都可能附带金币'],
    en_US: ['Spring Festival letters', 'Letters during the event may bring coins'],
    zh_TW: ['新春來信', '活動期間的每封來信都可能附帶金幣'],
    zh_HK: ['新春來信', '活動期間的每封來信都可能附帶金幣'],
    vi_VN: ['Thư mừng Xuân', 'Thư trong thời gian sự kiện có thể kèm xu'],
  }],
  ['/signInV4', {
    zh_CN: ['每日签到', '每天签到领金币，连续签到有额外奖励'],
    en_US: ['Daily sign-in', 'Sign in daily for coins, with extras for a streak'],
    zh_TW: ['每日簽到', '每天簽到領金幣，連續簽到有額外獎勵'],
    zh_HK: ['每日簽到', '每天簽到領金幣，連續簽到有額外獎賞'],
    vi_VN: ['Điểm danh hằng ngày', 'Điểm danh mỗi ngày nhận xu, liên tục có thưởng thêm'],
  }],
  ['/eventNoticeV4', {
    zh_CN: ['中秋福利（已结束）', '中秋金币礼包已全部领完，看看其他福利吧'],
    en_US: ['Mid-Autumn gift (ended)', 'The Mid-Autumn coin gifts are all claimed; see the other rewards'],
    zh_TW: ['中秋福利（已結束）', '中秋金幣禮包已全部領完，看看其他福利吧'],
    zh_HK: ['中秋福利（已結束）', '中秋金幣禮包已全部領完，看看其他福利吧'],
    vi_VN: ['Quà Trung thu (đã kết thúc)', 'Quà xu Trung thu đã được nhận hết; hãy xem các phúc lợi khác'],
  }],
]
