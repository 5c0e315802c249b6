/**
 * The addresses the page actions open, from the page's metadata and the
 * site's configuration (`customFields.repositoryUrl`, `customFields.repositoryBranch`).
 * Pure functions: the component and the tests compute the same links.
 */
import {absoluteUrl, twinPath} from '@site/src/plugins/markdown/paths';

export interface PageRef {
  title: string;
  /** The page's route, with the base URL: <docs>/loading/StreamLoad. */
  permalink: string;
  /** The source as the docs plugin reports it: @site/versioned_docs/version-<version>/loading/StreamLoad.md. */
  source: string;
}

export interface Repository {
  /** https://github.com/<owner>/<name>, without a trailing slash. */
  url: string;
  branch: string;
}

export interface PageLinks {
  /** Site-relative address of the page's Markdown twin. */
  markdown: string;
  /** The page's source in the repository's web editor. */
  edit: string;
  /** A new issue in the repository, its title and body naming the page. */
  report: string;
}

/** The source's path inside the repository. */
export function sourcePath(source: string): string {
  return source.replace(/^@site\//, '');
}

export function pageLinks(page: PageRef, siteUrl: string, repo: Repository): PageLinks {
  const base = repo.url.replace(/\/+$/, '');
  const path = sourcePath(page.source);
  const pageUrl = absoluteUrl(siteUrl, page.permalink);
  const body = [
    `Page: ${pageUrl}`,
    `Source: ${path}`,
    '',
    '**What is wrong or missing?**',
    '',
    '',
    '**What did you expect to read instead?** (a link to a source helps)',
    '',
  ].join('\n');
  const query = new URLSearchParams({title: `Docs: problem on "${page.title}"`, body});
  return {
    markdown: twinPath(page.permalink),
    edit: `${base}/edit/${repo.branch}/${path.split('/').map(encodeURIComponent).join('/')}`,
    report: `${base}/issues/new?${query.toString()}`,
  };
}

/** The repository settings of the site configuration, with their defaults. */
export function repositoryOf(customFields: Record<string, unknown> | undefined): Repository {
  const url = customFields?.repositoryUrl;
  const branch = customFields?.repositoryBranch;
  if (typeof url !== 'string' || url === '') {
    throw new Error(
      'docusaurus.config.ts: customFields.repositoryUrl (the docs repository, for "Edit this page") is missing',
    );
  }
  return {url, branch: typeof branch === 'string' && branch !== '' ? branch : 'main'};
}
