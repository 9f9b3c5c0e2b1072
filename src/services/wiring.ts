/** What a service takes from the app at start-up (src/app-start.ts); reading it earlier is a wiring bug. */
export interface StartUpWiring<T> {
  set(value: T): void
  get(): T
}

export function startUpWiring<T>(configureName: string): StartUpWiring<T> {
  let wired: T | undefined
  return {
    set(value) {
      wired = value
    },
    get() {
      if (wired === undefined) throw new Error(`used before ${configureName} (src/app-start.ts)`)
      return wired
    },
  }
}
