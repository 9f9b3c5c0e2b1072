import { Text } from '@tarojs/components'
import { RecordField } from '@/components/record-field'
import { renderWithStores } from '../support/render'

describe('RecordField', () => {
  test('shows the label and beside it the value the card gives', () => {
    const { container } = renderWithStores(
      <RecordField label='订单号'>
        <Text className='order__number'>M2026112200010017</Text>
      </RecordField>,
    )
    expect([
      container.querySelector('.record-field__label')?.textContent,
      container.querySelector('.record-field__value .order__number')?.textContent,
    ]).toEqual(['订单号', 'M2026112200010017'])
  })
})
