'use strict'
// Calendar arithmetic in China time (UTC+8, no daylight saving), whatever the machine's own
// time zone: the welfare centre's days and months are the service's (docs/api.md, Welfare).

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
const CHINA_OFFSET_MS = 8 * HOUR_MS

/** A moment shifted so that its UTC fields read as China wall-clock time. */
function chinaClock(ms) {
  return new Date(ms + CHINA_OFFSET_MS)
}

function pad2(value) {
  return String(value).padStart(2, '0')
}

/** Days since 1970-01-01 in China time: consecutive calendar days differ by exactly 1. */
function dayNumber(ms) {
  return Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS)
}

/** 'YYYY-MM-DD' of the China-time calendar day a moment falls on. */
function dateKey(ms) {
  const clock = chinaClock(ms)
  return `${clock.getUTCFullYear()}-${pad2(clock.getUTCMonth() + 1)}-${pad2(clock.getUTCDate())}`
}

function dateKeyOfDay(day) {
  return dateKey(day * DAY_MS - CHINA_OFFSET_MS)
}

/** 00:00 China time of a day number, in ms. */
function startOfDay(day) {
  return day * DAY_MS - CHINA_OFFSET_MS
}

/** Months since year 0 in China time (year * 12 + month 0-11), so months can be added. */
function monthNumber(ms) {
  const clock = chinaClock(ms)
  return clock.getUTCFullYear() * 12 + clock.getUTCMonth()
}

/** A China wall-clock time in a month number, in ms. */
function chinaTime(month, day, hour = 0, minute = 0) {
  return Date.UTC(Math.floor(month / 12), month % 12, day, hour, minute) - CHINA_OFFSET_MS
}

function startOfMonth(month) {
  return chinaTime(month, 1)
}

/** The last millisecond of a month (23:59:59.999 China time of its last day). */
function endOfMonth(month) {
  return startOfMonth(month + 1) - 1
}

module.exports = {
  HOUR_MS,
  dayNumber,
  dateKey,
  dateKeyOfDay,
  startOfDay,
  monthNumber,
  chinaTime,
  startOfMonth,
  endOfMonth,
}
