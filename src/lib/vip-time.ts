// VIP time as the interface shows it (spec 3: VIP or super VIP time in days and hours).

/** Whole days and the hours left over. */
export function splitVipHours(totalHours: number): { days: number; hours: number } {
  const whole = Math.max(0, Math.floor(totalHours))
  return { days: Math.floor(whole / 24), hours: whole % 24 }
}
