import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ShellKey } from '@/locales/types'
import { useT } from '@/stores'

type ProblemOf<Key> = Key extends `validate.${infer Problem}` ? Problem : never
/** What is wrong with a typed field, named as its text under `validate.` (spec 5). */
export type FieldProblem = ProblemOf<ShellKey>

/** The line under a form field that says what is wrong with it; nothing while it is right. `className` places it in the caller's form. */
export const FieldError = observer(function FieldError({ error, className }: { error?: FieldProblem; className: string }) {
  const t = useT()
  return error ? <Text className={className}>{t(`validate.${error}`)}</Text> : null
})
