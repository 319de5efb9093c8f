export {
  defaultWebsitePage,
  UNSUBSCRIBE_PATHNAME,
} from './default-pages';
export { gridFilterQuery } from './grid-filters';
export {
  ALLOWED_HTML_ELEMENTS,
  cleanHtmlAttribute,
  DROPPED_HTML_ELEMENTS,
} from './html-policy';
export {
  HIDDEN_LOADER,
  isLoaderShown,
  type LoaderDisplay,
  nextLoaderDisplay,
} from './loader.rules';
export {
  ACTIVITIES_GRID_FILTERS,
  type BlockName,
  type BlockSettings,
  blockSettingsOrNothing,
  blockSettingsSchemas,
  type CardProperty,
  FLEX_CONTAINER_DEFAULTS,
  GRID_CONTAINER_DEFAULTS,
  type GridFilter,
  HEADING_DEFAULTS,
  isSafeMediaSource,
  type LayoutSectionSettings,
  layoutSectionSettingsOrNothing,
  opensWithHero,
  PARAGRAPH_DEFAULTS,
  type SectionName,
  sectionIdList,
  sectionSettingsSchemas,
} from './page-elements';
export {
  isPrivatePage,
  languageOfPath,
  URL_LANGUAGES,
} from './page-urls';
export { shellMachine } from './shell.machine';
export {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  ADDRESS_SPINNER_LINGER_MS,
  afterAuthPath,
  afterEscape,
  afterPathChange,
  authLinkHrefs,
  DEFAULT_DEBOUNCE_MS,
  FORM_TOAST_ERROR_MS,
  FORM_TOAST_SUCCESS_MS,
  footerLinkHref,
  hrefHostname,
  isAuthPath,
  isCurrentTab,
  isExternalLink,
  LOADER_MINIMUM_MS,
  linkTarget,
  loaderRemainingMs,
  localizedHref,
  MOBILE_BREAKPOINTS_PX,
  mailtoHref,
  navLinkHref,
  navLinkMenu,
  SHELL_TOASTS,
  safeRedirect,
  splitHref,
  TOASTS,
  tabStripEdges,
  telHref,
  withoutLanguage,
} from './site.rules';
export {
  DEFAULT_ACCENT,
  readableShade,
  textOn,
} from './theme.rules';
