import { FieldError } from '@/components/field-error'
import { renderWithStores, startedSession, translationIn } from '../support/render'

describe('FieldError', () => {
  test("says the field's problem in the user's language, in the caller's place", () => {
    const session = startedSession()
    const { container } = renderWithStores(<FieldError className='form__error' error='emailInvalid' />, { session, translation: translationIn('en_US') })
    expect(container.querySelector('.form__error')?.textContent).toBe('Please enter the correct email address')
  })

  test('shows nothing while the field is right', () => {
    const { container } = renderWithStores(<FieldError className='form__error' error={undefined} />)
    expect(container.innerHTML).toBe('')
  })
})
