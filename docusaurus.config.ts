import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {sidebarItemsGenerator} from './src/sidebar/generator';
import {parseFrontMatter} from './src/content/frontMatter';

const config: Config = {
  title: 'StarRocks',
  tagline: 'Documentation for StarRocks 3.5, the open-source columnar MPP database for real-time analytics',
  favicon: 'img/favicon.svg',
  url: 'https://docs.starrocks.example',
  baseUrl: '/',

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
        docs: {
          routeBasePath: 'docs',
          // 3.5 is the last and only version: no "current" (next) version.
          includeCurrentVersion: false,
          lastVersion: '3.5',
          versions: {
            '3.5': {label: 'Latest-3.5', path: '', badge: true, banner: 'none'},
          },
          sidebarItemsGenerator,
          sidebarCollapsed: true,
          sidebarCollapsible: true,
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/search']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: ['./src/plugins/records/index.ts', './src/plugins/search/index.ts', './src/plugins/markdown/index.ts'],

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
      {property: 'og:image:alt', content: 'StarRocks 3.5 documentation'},
      {name: 'twitter:image:alt', content: 'StarRocks 3.5 documentation'},
    ],
    navbar: {
      title: 'StarRocks',
      logo: {alt: 'StarRocks', src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        {to: '/docs/quick_start/', label: 'Quick start', position: 'left'},
        {to: '/docs/category/reference', label: 'Reference', position: 'left'},
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
            {label: 'Introduction', to: '/docs/introduction/'},
            {label: 'Quick start', to: '/docs/quick_start/'},
            {label: 'Deployment', to: '/docs/deployment/deployment_overview'},
          ],
        },
        {
          title: 'Use',
          items: [
            {label: 'Data loading', to: '/docs/loading/'},
            {label: 'Data lakes', to: '/docs/data_source/data_lakes'},
            {label: 'Administration', to: '/docs/administration/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Project help', to: '/docs/project_help/'},
            {label: 'StarRocks on GitHub', href: 'https://github.com/StarRocks/starrocks'},
          ],
        },
      ],
      copyright: 'Documentation for StarRocks 3.5. StarRocks is licensed under the Apache License 2.0.',
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['sql', 'bash', 'java', 'properties', 'ini', 'scala', 'toml', 'docker', 'protobuf'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
