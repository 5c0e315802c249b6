import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {frontMatterProblems, parseFrontMatter} from '../../src/content/frontMatter';
import {DOCS_SOURCE_DIR} from '../../src/site/rules';

const docFile = path.join(process.cwd(), DOCS_SOURCE_DIR, 'loading/Example.md');

function parse(fileContent: string, filePath = docFile) {
  return parseFrontMatter({filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
}

test('a page with a title and a description passes', async () => {
  const result = await parse('---\ntitle: Example\ndescription: An example page.\n---\n\nBody.\n');
  assert.equal(result.frontMatter.title, 'Example');
  assert.match(result.content, /Body\./);
});

test('malformed YAML fails and names the file', async () => {
  await assert.rejects(
    parse('---\ntitle: [unclosed\ndescription: x\n---\n\nBody\n'),
    (err: Error) => err.name === 'FrontMatterError' && err.message.includes(path.join('loading', 'Example.md')),
  );
});

test('a docs page without a description fails and names the file and the key', async () => {
  await assert.rejects(
    parse('---\ntitle: Only a title\n---\n\nBody\n'),
    /Example\.md: "description" must be a non-empty string/,
  );
});

test('files outside the docs (site pages) are not held to the docs rules', async () => {
  const result = await parse('---\nfoo: bar\n---\n\nBody\n', path.join(process.cwd(), 'src/pages/page.md'));
  assert.equal(result.frontMatter.foo, 'bar');
});

test('frontMatterProblems lists every problem', () => {
  assert.deepEqual(frontMatterProblems({title: 'T', description: 'D.'}), []);
  assert.deepEqual(frontMatterProblems({title: '  ', unlisted: 'yes'}), [
    '"title" must be a non-empty string',
    '"description" must be a non-empty string',
    '"unlisted" must be true or false',
  ]);
});
