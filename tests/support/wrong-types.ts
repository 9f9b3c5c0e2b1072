// Values of the wrong type that a host, storage, a query or a page script may hand a function
// expecting text (issue 25): each such function refuses them as its contract says, never throws.
export const WRONG_TYPES: ReadonlyArray<readonly [string, unknown]> = [
  ['null', null],
  ['undefined', undefined],
  ['a number', 42],
  ['an empty object', {}],
  ['an empty array', []],
  [
    'an object whose toString throws',
    {
      toString(): string {
        throw new Error('toString must not be called')
      },
    },
  ],
]

/** WRONG_TYPES without undefined and null, for functions whose contract takes an absent value as "none given". */
export const PRESENT_WRONG_TYPES = WRONG_TYPES.filter(([, value]) => value !== undefined && value !== null)
