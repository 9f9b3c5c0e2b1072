// Mini-program: a failure goes to WeChat's real-time log (运维中心 → 实时日志, docs/bridge.md 8),
// not to We分析, whose events are counted, not read one by one.
import Taro from '@tarojs/taro'
import { FAILURE_EVENT } from '@/lib/analytics'
import type { Failure } from './types'

export function reportFailure({ kind, message, path }: Failure, _channel: string): void {
  try {
    Taro.getRealtimeLogManager().error(FAILURE_EVENT, { kind, message, path })
  } catch {
    // base library before 2.7.1: no real-time log; the console line is all
  }
}
