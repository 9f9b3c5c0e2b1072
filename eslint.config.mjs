import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

// Layers (DESIGN.md "Layers"): a module imports its own layer and the layers below it, never one above.
//
//   layer       files                                         may import
//   app         src/app.tsx, src/app-start.ts, app.config.ts  everything below
//   pages       src/pages, src/packages                       components, stores, api, services, platform, lib, locales, config, routes;
//                                                             its own folder and its subpackage's components/, never another page;
//                                                             never services/http (a refusal is its domain's value, src/lib/refusal.ts)
//   components  src/components                                stores, api, services but services/http, platform, lib, locales, config, routes
//   stores      src/stores                                    api, services, platform, lib, locales, config, routes
//   api         src/api                                       services, platform, lib, locales, config, routes
//   services    src/services (request client, notify, ...)    platform, lib, locales, config, routes
//   platform    src/platform                                  lib, locales, config, routes
//   lib         src/lib                                       locales, config, routes; no Taro, React, mobx or host globals (runs in Node)
//   locales     src/locales                                   config, routes
//   config      src/config                                    routes
//   routes      src/routes.ts                                 nothing
//
// Nothing imports a page or the app: Taro loads them. An import is matched by its alias (`@/stores`)
// and by a relative escape (`../stores`, `../../stores/root`).
const LAYER_SOURCES = {
  app: ['app', 'app-start', 'app.config'],
  pages: ['pages', 'packages'],
  components: ['components'],
  stores: ['stores'],
  api: ['api'],
  services: ['services'],
  platform: ['platform'],
  lib: ['lib'],
  locales: ['locales'],
  config: ['config'],
}

/** One no-restricted-imports pattern per layer above `layer`, alias and relative forms alike. */
function importsAbove(layer, ...above) {
  return above.map((name) => ({
    regex: `^(?:@/|(?:\\.\\./)+)(?:${LAYER_SOURCES[name].map((source) => source.replace('.', '\\.')).join('|')})(?:/|$)`,
    message: `${layer} may not import ${name} (a layer above it, DESIGN.md "Layers").`,
  }))
}

function layerRule(layer, above, extra = []) {
  return ['error', { patterns: [...importsAbove(layer, ...above), ...extra] }]
}

// Spec 2 paths are written once, in src/routes.ts; elsewhere code names them (PATH.welfareDetail), so a
// typo fails the type check. A route-like string (`'/welfare'`, `'/box?client=1'`, `` `/help?t=${t}` ``) is refused.
const ROUTE_LIKE = '/^\\/[A-Za-z0-9]+(?:[?#]|$)/'
const ROUTE_LITERALS = [
  { selector: `Literal[value=${ROUTE_LIKE}]`, message: 'Name the path from src/routes.ts (PATH.x); route strings live only there.' },
  { selector: `TemplateElement[value.raw=${ROUTE_LIKE}]`, message: 'Name the path from src/routes.ts (PATH.x); route strings live only there.' },
]

// The icon font ships subset to src/components/icon/names.ts: a glyph is drawn through `Icon`, whose
// name is typed, never through taro-ui's AtIcon with any string.
const ICON_IMPORT = {
  selector: "ImportDeclaration[source.value='taro-ui'] > ImportSpecifier[imported.name='AtIcon']",
  message: 'Draw icons with Icon (src/components/icon): the font holds only the glyphs of its names.',
}
const ICON_INFO_LITERAL = {
  selector: "JSXAttribute[name.name='iconInfo'] > JSXExpressionContainer > ObjectExpression",
  message: "Draw icons with Icon (src/components/icon): give iconInfo listIcon('name', size), whose name the font holds.",
}

// taro-ui's AtInput reads `maxLength` before `maxlength` and defaults it to 140, so a `maxlength`
// given to it is silently ignored (Taro's own Input takes `maxlength`).
const AT_INPUT_MAX_LENGTH = {
  selector: "JSXOpeningElement[name.name='AtInput'] > JSXAttribute[name.name='maxlength']",
  message: "AtInput ignores `maxlength` (its default maxLength 140 wins): write `maxLength`.",
}

// The product's days are China's whatever the device's zone (DESIGN.md, "Values from outside"): a
// Date read or built in the device's local time gives another day on a phone abroad. Only
// src/lib/calendar.ts turns instants into China dates; its rule is tested under many zones.
const LOCAL_TIME_MESSAGE = 'Local time differs by device: read China dates and times through src/lib/calendar.ts.'
const LOCAL_TIME = [
  { selector: 'CallExpression[callee.property.name=/^(get|set)(FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds)$/]', message: LOCAL_TIME_MESSAGE },
  { selector: 'CallExpression[callee.property.name=/^(getTimezoneOffset|toDateString|toTimeString|toLocaleDateString|toLocaleTimeString)$/]', message: LOCAL_TIME_MESSAGE },
  { selector: "NewExpression[callee.name='Date'][arguments.length>1]", message: LOCAL_TIME_MESSAGE },
]

// Issue 10 item 5: what 36 routes share is written once; a page reaching for its own copy fails lint.
const WRITTEN_ONCE = [
  {
    selector: "NewExpression[callee.name='PagedListStore']",
    message: "A list lives on the app's list store: add it to src/stores (as coinRecords, memberRecords), not in a page.",
  },
  {
    selector: "CallExpression[callee.name='useEffect'] CallExpression[callee.property.name='then']",
    message: 'A read with loading, error and retry is useServerRead + LoadView (src/components/load-view), not an effect of its own.',
  },
  {
    selector: 'Literal[value=/^restricted\\./]',
    message: 'Tell a restricted account with RestrictedNotice or useTellRestricted (src/components/restricted-notice).',
  },
  { selector: 'Literal[value=/^reward\\./]', message: 'Show a reward through RewardLabel (src/components/reward-label).' },
  { selector: "Literal[value='common.login']", message: 'Ask a visitor to log in with SignInRequired (src/components/sign-in-required).' },
]

// Pages and components hear of the server through src/api's values: never the request client or its errors.
const REQUEST_CLIENT = {
  regex: '^(?:@/|(?:\\.\\./)+)services/http(?:/|$)',
  message: 'A screen never sees the request client: read a refusal through its domain in src/api (src/lib/refusal.ts).',
}

const HOST_LIBRARIES = [{ regex: '^(?:@tarojs/|react(?:-dom)?(?:/|$)|mobx)', message: 'src/lib runs in Node as is: no Taro, React or mobx (DESIGN.md).' }]

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', '.swc/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/packages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      // Pages reach hosts only through src/platform (DESIGN.md).
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'location', 'localStorage'],
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@tarojs/taro', message: 'Use src/platform.' }],
          patterns: [
            ...importsAbove('a page', 'app', 'pages'),
            REQUEST_CLIENT,
            { regex: '^\\.\\./(?!components/)', message: 'A page imports its own folder and its subpackage\'s components/ only; a piece two pages use moves to src/components.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@tarojs/taro', message: 'Use src/platform.' }], patterns: [...importsAbove('components', 'app', 'pages'), REQUEST_CLIENT] },
      ],
    },
  },
  { files: ['src/stores/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': layerRule('stores', ['app', 'pages', 'components']) } },
  { files: ['src/api/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': layerRule('api', ['app', 'pages', 'components', 'stores']) } },
  {
    files: ['src/services/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layerRule('services', ['app', 'pages', 'components', 'stores', 'api']) },
  },
  {
    files: ['src/platform/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layerRule('platform', ['app', 'pages', 'components', 'stores', 'api', 'services']) },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': layerRule('lib', ['app', 'pages', 'components', 'stores', 'api', 'services', 'platform'], HOST_LIBRARIES),
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'location', 'localStorage', 'wx'],
    },
  },
  {
    files: ['src/locales/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layerRule('locales', ['app', 'pages', 'components', 'stores', 'api', 'services', 'platform', 'lib']) },
  },
  {
    files: ['src/config/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': layerRule('config', ['app', 'pages', 'components', 'stores', 'api', 'services', 'platform', 'lib', 'locales']),
    },
  },
  {
    files: ['src/routes.ts'],
    rules: {
      'no-restricted-imports': layerRule('routes', ['app', 'pages', 'components', 'stores', 'api', 'services', 'platform', 'lib', 'locales', 'config']),
    },
  },
  {
    // The mock API server (node, run by tsx) answers by the client's own rules: it imports src/lib and the
    // JSON and pure modules of src/config; the client's answer types may come from src/api and src/routes as
    // `import type`. src/config's index reads a build constant, so it stays out too.
    files: ['mock/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:@/|(?:\\.\\./)+src/)(?!lib/|config/)',
              allowTypeImports: true,
              message: 'The mock imports the client\'s rules from src/lib and src/config only (types of answers: `import type` from src/api).',
            },
            ...HOST_LIBRARIES.map((library) => ({ ...library, message: 'The mock runs in Node: no Taro, React or mobx.' })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/routes.ts', 'src/components/icon/index.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...ROUTE_LITERALS, ICON_IMPORT, ICON_INFO_LITERAL, AT_INPUT_MAX_LENGTH, ...LOCAL_TIME] },
  },
  {
    // the one module that turns instants into China dates
    files: ['src/lib/calendar.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ROUTE_LITERALS, ICON_IMPORT, ICON_INFO_LITERAL, AT_INPUT_MAX_LENGTH] },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/packages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...ROUTE_LITERALS, ICON_IMPORT, ICON_INFO_LITERAL, AT_INPUT_MAX_LENGTH, ...LOCAL_TIME, ...WRITTEN_ONCE] },
  },
  {
    files: ['src/pages/*/index.tsx', 'src/packages/*/*/index.tsx'],
    rules: {
      // Spec 4: a page's content waits for start-up while Taro's page container renders at once.
      'no-restricted-syntax': [
        'error',
        ...ROUTE_LITERALS,
        ICON_IMPORT,
        ICON_INFO_LITERAL,
        AT_INPUT_MAX_LENGTH,
        ...LOCAL_TIME,
        ...WRITTEN_ONCE,
        {
          selector: "ExportDefaultDeclaration:not([declaration.type='CallExpression'][declaration.callee.name='definePage'])",
          message: 'Export a routed page as `export default definePage(Page)` (src/components/page-gate).',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly', console: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
