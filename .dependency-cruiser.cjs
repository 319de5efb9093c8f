/**
 * Layer boundaries of ../shared/ARCHITECTURE.md, enforced in CI (`npm run boundaries`).
 * core/ is framework-free: only its own files and the domain libraries. ui/ never reaches the server side.
 */
const CORE_ALLOWED = '^(core/|node_modules/(xstate|zod|dinero\\.js|@js-temporal/polyfill|effect)/)';
const SERVER_SIDE = '^adapters/(server|db|mail|payments|seed)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-domain-libraries',
      comment:
        'core/ may import only its own files and xstate, zod, dinero.js, @js-temporal/polyfill, effect: never React, DOM libraries, node:* or ui/ and adapters/.',
      severity: 'error',
      from: { path: '^core/', pathNot: '\\.test\\.tsx?$' },
      to: { pathNot: CORE_ALLOWED },
    },
    {
      name: 'core-tests-stay-in-core',
      comment: 'Tests beside core code may add test libraries, never ui/ or adapters/.',
      severity: 'error',
      from: { path: '^core/.+\\.test\\.tsx?$' },
      to: { path: '^(ui|adapters)/' },
    },
    {
      name: 'ui-never-imports-server-side-adapters',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: SERVER_SIDE },
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
