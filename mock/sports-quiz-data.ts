// The sports quiz's tournament as the mock seeds it: teams and rounds in every language, and the
// matches placed around the moment of the seed (spec 2, 4). Results become known a match's
// length after kick-off.
import type { Language } from '@/lib/i18n'
import { QUIZ_REWARD_COINS, type QuizPick } from '@/lib/sports-quiz'
import { DAY_MS, HOUR_MS } from './state'

type Names = Record<Language, string>

const TEAMS = {
  argentina: { zh_CN: '阿根廷', en_US: 'Argentina', zh_TW: '阿根廷', zh_HK: '阿根廷', vi_VN: 'Argentina' },
  france: { zh_CN: '法国', en_US: 'France', zh_TW: '法國', zh_HK: '法國', vi_VN: 'Pháp' },
  brazil: { zh_CN: '巴西', en_US: 'Brazil', zh_TW: '巴西', zh_HK: '巴西', vi_VN: 'Brazil' },
  croatia: { zh_CN: '克罗地亚', en_US: 'Croatia', zh_TW: '克羅埃西亞', zh_HK: '克羅地亞', vi_VN: 'Croatia' },
  england: { zh_CN: '英格兰', en_US: 'England', zh_TW: '英格蘭', zh_HK: '英格蘭', vi_VN: 'Anh' },
  spain: { zh_CN: '西班牙', en_US: 'Spain', zh_TW: '西班牙', zh_HK: '西班牙', vi_VN: 'Tây Ban Nha' },
  japan: { zh_CN: '日本', en_US: 'Japan', zh_TW: '日本', zh_HK: '日本', vi_VN: 'Nhật Bản' },
  germany: { zh_CN: '德国', en_US: 'Germany', zh_TW: '德國', zh_HK: '德國', vi_VN: 'Đức' },
  portugal: { zh_CN: '葡萄牙', en_US: 'Portugal', zh_TW: '葡萄牙', zh_HK: '葡萄牙', vi_VN: 'Bồ Đào Nha' },
  morocco: { zh_CN: '摩洛哥', en_US: 'Morocco', zh_TW: '摩洛哥', zh_HK: '摩洛哥', vi_VN: 'Maroc' },
  netherlands: { zh_CN: '荷兰', en_US: 'Netherlands', zh_TW: '荷蘭', zh_HK: '荷蘭', vi_VN: 'Hà Lan' },
  korea: { zh_CN: '韩国', en_US: 'South Korea', zh_TW: '南韓', zh_HK: '南韓', vi_VN: 'Hàn Quốc' },
} satisfies Record<string, Names>
type Team = keyof typeof TEAMS

const STAGES = {
  group: { zh_CN: '小组赛', en_US: 'Group stage', zh_TW: '小組賽', zh_HK: '分組賽', vi_VN: 'Vòng bảng' },
  round16: { zh_CN: '1/8 决赛', en_US: 'Round of 16', zh_TW: '16 強賽', zh_HK: '16 強賽', vi_VN: 'Vòng 1/8' },
  quarter: { zh_CN: '1/4 决赛', en_US: 'Quarter-final', zh_TW: '8 強賽', zh_HK: '8 強賽', vi_VN: 'Tứ kết' },
} satisfies Record<string, Names>
type Stage = keyof typeof STAGES

export const QUIZ_TITLE: Names = {
  zh_CN: '世界杯竞猜',
  en_US: 'World Cup prediction game',
  zh_TW: '世界盃競猜',
  zh_HK: '世界盃競猜',
  vi_VN: 'Dự đoán World Cup',
}

/** A match is over this long after kick-off; its result is known from then on. */
export const MATCH_LENGTH_MS = 2 * HOUR_MS

/** One match of one account's quiz: `finalResult` becomes `result` when the match is over. */
export interface StoredMatch {
  id: string
  stage: Stage
  home: Team
  away: Team
  kickOffAt: number
  finalResult: QuizPick
  result: QuizPick | null
  pick: QuizPick | null
  /** The reward message of a right prediction has been left in the message centre. */
  rewarded: boolean
}

// [id, stage, home, away, kick-off from the seed (ms), final result, the demo's prediction].
const MATCHES: readonly (readonly [string, Stage, Team, Team, number, QuizPick, QuizPick | null])[] = [
  ['q1', 'group', 'argentina', 'france', -DAY_MS - 6 * HOUR_MS, 'home', 'home'],
  ['q2', 'group', 'brazil', 'croatia', -2 * DAY_MS, 'draw', 'home'],
  ['q3', 'group', 'england', 'spain', -3 * DAY_MS, 'away', null],
  ['q4', 'round16', 'japan', 'germany', -HOUR_MS, 'away', 'away'],
  ['q5', 'round16', 'portugal', 'morocco', 5 * HOUR_MS, 'home', null],
  ['q6', 'round16', 'netherlands', 'korea', DAY_MS + 3 * HOUR_MS, 'home', 'home'],
  ['q7', 'quarter', 'spain', 'brazil', 3 * DAY_MS + 2 * HOUR_MS, 'draw', null],
]

/** The seeded win, whose reward message the message centre's seed holds (m4). */
export const SEEDED_QUIZ_WIN = {
  match: matchName('argentina', 'france'),
  coins: QUIZ_REWARD_COINS,
}

export function matchName(home: Team, away: Team): Names {
  return Object.fromEntries(
    (Object.keys(TEAMS.argentina) as Language[]).map((lang) => [lang, `${TEAMS[home][lang]} vs ${TEAMS[away][lang]}`]),
  ) as Names
}

export function teamName(team: Team, lang: Language): string {
  return TEAMS[team][lang]
}

export function stageName(stage: Stage, lang: Language): string {
  return STAGES[stage][lang]
}

/**
 * The quiz's matches at `now`, kick-offs on the hour. With `demo`, the demo's predictions; the
 * seeded win (q1) already has its message. Matches over by `now` carry their result.
 */
export function seedMatches(now: number, demo: boolean): StoredMatch[] {
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS
  return MATCHES.map(([id, stage, home, away, offset, finalResult, demoPick]) => {
    const kickOffAt = hour + offset
    const over = now >= kickOffAt + MATCH_LENGTH_MS
    const pick = demo ? demoPick : null
    return {
      id,
      stage,
      home,
      away,
      kickOffAt,
      finalResult,
      result: over ? finalResult : null,
      pick,
      rewarded: over && pick === finalResult,
    }
  })
}
