// Agreement and tutorial list (spec 7: POST /sys/protocolTutorial/list). No login needed.
import { CODE_OK } from '@/lib/answer-codes'
import type { Routes } from '../route'
import { supportedLang } from '../texts'
import { agreementList } from './agreement-texts'

const routes: Routes = {
  'POST /sys/protocolTutorial/list': {
    // The caller names the language in the body; the `lang` header is the fallback.
    handle: ({ body, lang }) => ({ code: CODE_OK, data: agreementList(supportedLang(body.lang) ?? lang) }),
  },
}

export default routes
