'use strict'
// Agreement and tutorial list (spec section 7: POST /sys/protocolTutorial/list). No login needed.

const { agreementList } = require('./agreementTexts')
const { supportedLang } = require('./messages')

const routes = {
  'POST /sys/protocolTutorial/list': {
    // The caller names the language in the body; the `lang` header is the fallback.
    handle: ({ body, lang }) => ({ code: 200, data: agreementList(supportedLang(body.lang) || lang) }),
  },
}

module.exports = routes
