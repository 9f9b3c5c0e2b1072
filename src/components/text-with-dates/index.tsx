import { Text } from '@tarojs/components'
import { piecesAtDates } from '@/lib/shown-dates'

// Inline, not a class: a stylesheet here would land in every package that shows a date.
const WHOLE_DATE = { whiteSpace: 'nowrap' } as const

/**
 * A sentence with dates in it ("2027-01-15 to 2027-02-14"): the words wrap at a phone's width,
 * a date never breaks inside itself ("2027-01-" over "15").
 */
export function TextWithDates({ text, className }: { text: string; className?: string }) {
  return (
    <Text className={className}>
      {piecesAtDates(text).map((piece, index) =>
        piece.date ? (
          <Text key={index} style={WHOLE_DATE}>
            {piece.text}
          </Text>
        ) : (
          piece.text
        ),
      )}
    </Text>
  )
}
