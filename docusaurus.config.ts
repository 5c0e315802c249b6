import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {sidebarItemsGenerator} from './src/sidebar/generator';
import {parseFrontMatter} from './src/content/frontMatter';
import {resolveSiteUrl} from './src/plugins/production/siteUrl';
import {ADDITIONAL_LANGUAGES} from './src/plugins/code/highlight';
import remarkRelatedErrors from './src/plugins/errorMessages/relatedErrors';
import remarkFunctionSignatures from './src/plugins/functions/remarkFunctionSignatures';
import remarkHighlightedCode from './src/plugins/code/remarkHighlightedCode';
import remarkDiagrams from './src/plugins/diagrams/remarkDiagrams';
import type {SearchOptions} from './src/plugins/search/options';
import {DOC_VERSION, DOCS_BASE, DOCS_ROUTE_BASE, VERSION_LABEL, docRoute} from './src/site/rules';

/**
 * `npm run bench:pages` compares this site with the same content built the stock Docusaurus way
 * (bench/stock.ts sets STARROCKS_DOCS_BUILD=stock on a copy without the swizzles that go with
 * these): the docs plugin unwrapped, Prism in the browser, no route-table or code plugins and the
 * theme's viewport prefetch.
 */
const STOCK = process.env.STARROCKS_DOCS_BUILD === 'stock';

/** The code blocks' plain colours; the tokens' are CSS rules (`.token.<type>` in custom.css). */
const CODE_THEME = {plain: {color: 'var(--sr-code-fg)', backgroundColor: 'var(--sr-code-bg)'}, styles: []};

const config: Config = {
  title: 'StarRocks',
  tagline: `Documentation for StarRocks ${DOC_VERSION}, the open-source columnar MPP database for real-time analytics`,
  favicon: 'img/favicon.svg',
  // SITE_URL (default: the placeholder https://docs.starrocks.example); a deploy build
  // (DEPLOY=1) refuses a missing, non-https or placeholder host. See src/plugins/production/siteUrl.ts.
  url: resolveSiteUrl(process.env),
  baseUrl: '/',
  // Each route keeps the form its source gives it: folder landings end in "/" (/docs/loading/),
  // other pages do not (/docs/loading/StreamLoad). The production server 301s the other form.
  trailingSlash: undefined,

  future: {v4: true, faster: true},

  // The build refuses broken content.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'detect',
    parseFrontMatter,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        // The docs plugin is declared below, wrapped by src/plugins/docs.
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/search']},
      } satisfies Preset.Options,
    ],
  ],

  clientModules: [
    './src/clientModules/scrollableTables.ts',
    ...(STOCK
      ? []
      : [
          './src/clientModules/prefetchOnIntent.ts',
          './src/clientModules/codeBlockButtons.ts',
          './src/clientModules/headAfterHydration.ts',
        ]),
  ],

  plugins: [
    [
      STOCK ? '@docusaurus/plugin-content-docs' : './src/plugins/docs/index.ts',
      {
        routeBasePath: DOCS_ROUTE_BASE,
        // The version of versions.json is the last and only one: no "current" (next) version.
        includeCurrentVersion: false,
        lastVersion: DOC_VERSION,
        versions: {
          [DOC_VERSION]: {label: VERSION_LABEL, path: '', badge: true, banner: 'none'},
        },
        sidebarItemsGenerator,
        // <FunctionSignatures name="…"/> gets its function's data at compile time.
        // Pages that error-message entries name list those entries ("Related error messages").
        beforeDefaultRemarkPlugins: [remarkFunctionSignatures, remarkRelatedErrors],
        // Code fences are highlighted at build time: the browser loads no Prism. ::diagram lines
        // become inline SVG at build time (src/plugins/diagrams).
        remarkPlugins: [remarkDiagrams, ...(STOCK ? [] : [remarkHighlightedCode])],
        sidebarCollapsed: true,
        sidebarCollapsible: true,
      } satisfies DocsOptions,
    ],
    './src/plugins/records/index.ts',
    // Options (index folder, query caps, ranking weights by route), all defaulting to the site's
    // rules, are listed in src/plugins/search/README.md; a wrong one stops the build, named.
    ['./src/plugins/search/index.ts', {} satisfies SearchOptions],
    './src/plugins/markdown/index.ts',
    './src/plugins/production/index.ts',
    // Route tables: `{enabled: false}` leaves Docusaurus's own (src/plugins/routeTables/README.md).
    ...(STOCK
      ? []
      : [
          ['./src/plugins/routeTables/index.ts', {enabled: true}] satisfies PluginConfig,
          './src/plugins/code/index.ts',
          './src/plugins/compileHints/index.ts',
          './src/plugins/buildSpeed/index.ts',
        ]),
  ],

  // The project's repository: "Edit this page" opens {repositoryUrl}/edit/{repositoryBranch}/{source},
  // "Report a problem with this page" opens a new issue there.
  customFields: {
    repositoryUrl: 'https://github.com/StarRocks/starrocks-docs-site',
    repositoryBranch: 'main',
  },

  themeConfig: {
    // Shared links show this 1200x630 card (og:image, twitter:image).
    image: 'img/og-image.png',
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
      {property: 'og:image:alt', content: `StarRocks ${DOC_VERSION} documentation`},
      {name: 'twitter:image:alt', content: `StarRocks ${DOC_VERSION} documentation`},
    ],
    // The reader's OS preference decides until they pick a theme with the navbar toggle.
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    navbar: {
      title: 'StarRocks',
      // The title is written next to the logo: an empty alt keeps screen readers from saying it twice.
      logo: {alt: '', src: 'img/logo.svg'},
      items: [
        // A plain link, active on every doc page (the docs plugin's global data no longer lists every
        // page, see src/plugins/docs).
        {to: docRoute('introduction/'), activeBasePath: DOCS_BASE, label: 'Docs', position: 'left'},
        {to: docRoute('quick_start/'), label: 'Quick start', position: 'left'},
        {to: docRoute('category/reference'), label: 'Reference', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {href: 'https://github.com/StarRocks/starrocks', label: 'GitHub', position: 'right'},
      ],
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            {label: 'Introduction', to: docRoute('introduction/')},
            {label: 'Quick start', to: docRoute('quick_start/')},
            {label: 'Deployment', to: docRoute('deployment/deployment_overview')},
          ],
        },
        {
          title: 'Use',
          items: [
            {label: 'Data loading', to: docRoute('loading/')},
            {label: 'Data lakes', to: docRoute('data_source/data_lakes')},
            {label: 'Administration', to: docRoute('administration/')},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Project help', to: docRoute('project_help/')},
            {label: 'StarRocks on GitHub', href: 'https://github.com/StarRocks/starrocks'},
          ],
        },
      ],
      copyright: `Documentation for StarRocks ${DOC_VERSION}. StarRocks is licensed under the Apache License 2.0.`,
    },
    // Code is highlighted at build time (src/plugins/code: languages there, token colours in
    // src/css/custom.css). The theme still reads the plain colours for the block's container:
    // CSS custom properties (--sr-code-*, light and dark in custom.css), so the server-rendered
    // code is right in both colour modes.
    prism: {theme: CODE_THEME, darkTheme: CODE_THEME, additionalLanguages: STOCK ? [...ADDITIONAL_LANGUAGES] : []},
  } satisfies Preset.ThemeConfig,
};

export default config;
