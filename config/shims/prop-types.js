// taro-ui declares propTypes; React checks them only in development, so the builds (production)
// take this stand-in for the prop-types package: every validator accepts everything.
function accept() {
  return null
}
accept.isRequired = accept

function acceptOf() {
  return accept
}

const validators = ['any', 'array', 'bigint', 'bool', 'func', 'number', 'object', 'string', 'symbol', 'node', 'element', 'elementType']
const factories = ['instanceOf', 'oneOf', 'oneOfType', 'arrayOf', 'objectOf', 'shape', 'exact']

const PropTypes = { checkPropTypes() {}, resetWarningCache() {} }
for (const name of validators) PropTypes[name] = accept
for (const name of factories) PropTypes[name] = acceptOf
PropTypes.PropTypes = PropTypes

module.exports = PropTypes
