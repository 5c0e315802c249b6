/**
 * Front matter gate for every Markdown file of the site. Malformed YAML, or
 * a docs page without a `title` and a `description`, fails the build with
 * the file's path in the message.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';

const DOCS_ROOT = `${path.sep}versioned_docs${path.sep}`;
const REQUIRED_STRINGS = ['title', 'description'] as const;

export class FrontMatterError extends Error {
  override name = 'FrontMatterError';
}

/** Problems with a docs page's front matter; empty when it is valid. */
export function frontMatterProblems(frontMatter: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const key of REQUIRED_STRINGS) {
    const value = frontMatter[key];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`"${key}" must be a non-empty string`);
    }
  }
  if ('unlisted' in frontMatter && typeof frontMatter.unlisted !== 'boolean') {
    problems.push('"unlisted" must be true or false');
  }
  return problems;
}

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const file = path.relative(process.cwd(), params.filePath);
  let result: Awaited<ReturnType<ParseFrontMatter>>;
  try {
    result = await params.defaultParseFrontMatter(params);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new FrontMatterError(`Malformed front matter in ${file}: ${reason}`);
  }
  if (params.filePath.includes(DOCS_ROOT)) {
    const problems = frontMatterProblems(result.frontMatter);
    if (problems.length > 0) {
      throw new FrontMatterError(`Invalid front matter in ${file}: ${problems.join('; ')}`);
    }
  }
  return result;
};
