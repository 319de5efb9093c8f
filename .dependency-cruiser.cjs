/**
 * Layer boundaries of ../shared/ARCHITECTURE.md, enforced in CI (`npm run boundaries`).
 * core/ is framework-free: only its own files and the domain libraries. ui/ never reaches the server side.
 */
const CORE_ALLOWED = '^(core/|node_modules/(xstate|zod|dinero\\.js|@js-temporal/polyfill|effect)/)';
/** core/'s tests and the helpers they share (an area's test-support.ts: arbitraries, fixtures). */
const CORE_TEST_CODE = '^core/.+(\\.test\\.tsx?|/test-support\\.ts)$';
const SERVER_SIDE = '^adapters/(server|db|mail|payments|seed)/';
/** ui/'s feature folders (a screen area each); app, shell and i18n compose them, kit, forms and toasts serve them. */
const UI_FEATURES = '^ui/(site|catalogue|bookings|cart|auth|account|search)/';
/** Test scaffolding may reach across features to build a page's surroundings. */
const UI_TEST_SUPPORT =
  '(\\.test\\.tsx?|/testing\\.tsx?|/test-support\\.tsx?|/test-utils\\.tsx?|/fixtures\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-domain-libraries',
      comment:
        'core/ may import only its own files and xstate, zod, dinero.js, @js-temporal/polyfill, effect: never React, DOM libraries, node:* or ui/ and adapters/.',
      severity: 'error',
      from: { path: '^core/', pathNot: CORE_TEST_CODE },
      to: { pathNot: CORE_ALLOWED },
    },
    {
      name: 'core-tests-stay-in-core',
      comment:
        'Tests beside core code and their shared helpers may add test libraries, never ui/ or adapters/.',
      severity: 'error',
      from: { path: CORE_TEST_CODE },
      to: { path: '^(ui|adapters)/' },
    },
    {
      name: 'ui-never-imports-server-side-adapters',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: SERVER_SIDE },
    },
    {
      name: 'ui-features-do-not-import-each-other',
      comment:
        'A ui/ feature folder imports core, ui/kit, ui/forms, ui/toasts, ui/app, ui/shell and ui/i18n, never another feature: what two features share belongs in ui/kit (issue 19 §3).',
      severity: 'error',
      from: { path: UI_FEATURES, pathNot: UI_TEST_SUPPORT },
      to: { path: UI_FEATURES, pathNot: '^ui/$1/' },
    },
    {
      name: 'ui-kit-serves-features-never-imports-them',
      comment: 'ui/kit, ui/forms and ui/toasts are shared by every feature, so they import none of them.',
      severity: 'error',
      from: { path: '^ui/(kit|forms|toasts)/', pathNot: UI_TEST_SUPPORT },
      to: { path: UI_FEATURES },
    },
    {
      name: 'adapters-never-import-ui',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^ui/' },
    },
    {
      name: 'specs-use-public-core-names',
      comment: "The auditors' book imports each core area through its index.ts only.",
      severity: 'error',
      from: { path: '^specs/' },
      to: { path: '^core/[^/]+/(?!index\\.ts$).+' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|specs-report|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
