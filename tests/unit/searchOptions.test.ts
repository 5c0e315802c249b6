/**
 * The search plugin's options (src/plugins/search/options.ts): unset, they are the site's rules
 * (the index folder, the query caps, the ranking weights); a wrong one stops Docusaurus at
 * startup with a message naming the option and what is wrong.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
// The hook the plugin module (src/plugins/search/index.ts) exports for Docusaurus to call.
import {parseSearchOptions, validateOptions, type SearchOptions} from '../../src/plugins/search/options';
import {DEFAULT_RANKING, pageWeight} from '../../src/plugins/search/engine/ranking';
import {DEFAULT_CAPS} from '../../src/plugins/search/engine/text';
import {MAX_PASTE, MAX_QUERY, SEARCH_DIR, docRoute} from '../../src/site/rules';

/** What Docusaurus does at startup with the options of docusaurus.config.ts. */
const validate = (options: unknown) =>
  validateOptions({options: options as SearchOptions, validate: () => assert.fail('zod validates, not Joi')});

/** The message a wrong option stops Docusaurus with. */
function failure(options: unknown): string {
  try {
    validate(options);
  } catch (error) {
    return (error as Error).message;
  }
  return assert.fail(`accepted ${JSON.stringify(options)}`);
}

test('unset options are the site rules: index folder, query caps, ranking weights, default plugin id', () => {
  for (const options of [{}, undefined]) {
    const parsed = validate(options);
    assert.equal(parsed.id, 'default');
    assert.equal(parsed.indexPath, SEARCH_DIR);
    assert.deepEqual(
      {maxQuery: parsed.maxQuery, maxPaste: parsed.maxPaste},
      {maxQuery: MAX_QUERY, maxPaste: MAX_PASTE},
    );
    assert.deepEqual({maxQuery: parsed.maxQuery, maxPaste: parsed.maxPaste}, DEFAULT_CAPS);
    assert.deepEqual(parsed.ranking, DEFAULT_RANKING);
  }
});

test('an option that is set keeps the others at their defaults', () => {
  const parsed = parseSearchOptions({maxQuery: 100, ranking: {bodyWeight: 0.5, nameBoost: {title: 10}}});
  assert.equal(parsed.maxQuery, 100);
  assert.equal(parsed.maxPaste, MAX_PASTE);
  assert.equal(parsed.ranking.bodyWeight, 0.5);
  assert.deepEqual(parsed.ranking.nameBoost, {...DEFAULT_RANKING.nameBoost, title: 10});
  assert.deepEqual(parsed.ranking.pageWeights, DEFAULT_RANKING.pageWeights);
});

test('a wrong option is named, with what is wrong and the value given', () => {
  const cases: [options: unknown, name: string, problem: RegExp][] = [
    [{ranking: {bodyWeight: -1}}, 'ranking.bodyWeight', /must be 0 or more \(got -1\)/],
    [{ranking: {nameBoost: {title: '8'}}}, 'ranking.nameBoost.title', /must be a number \(got the string "8"\)/],
    [{ranking: {pageWeights: {[docRoute('faq/')]: -0.5}}}, `ranking.pageWeights["${docRoute('faq/')}"]`, /0 or more/],
    [
      {ranking: {pageWeights: {'docs/faq/': 0.5}}},
      'ranking.pageWeights["docs/faq/"]',
      /route prefixes starting with "\/"/,
    ],
    [{indexPath: 42}, 'indexPath', /must be a string \(got 42\)/],
    [{indexPath: '/search-index/'}, 'indexPath', /folder path below the base URL/],
    [{indexPath: '../outside'}, 'indexPath', /folder path below the base URL/],
    [{maxQuery: 0}, 'maxQuery', /must be 1 or more/],
    [{maxPaste: 12.5}, 'maxPaste', /whole number/],
    [{maxQuery: 900}, 'maxPaste', /must be at least maxQuery \(900\)/],
    [{maxQuerry: 100}, 'maxQuerry', /is not an option/],
    [{ranking: {bodyBoost: {txt: 1}}}, 'ranking.bodyBoost.txt', /is not an option/],
  ];
  for (const [options, name, problem] of cases) {
    const message = failure(options);
    assert.match(message, /search plugin/, message);
    const line = message.split('\n').find((l) => l.startsWith(`- ${name}: `));
    assert.ok(line, `${JSON.stringify(options)} names ${name}:\n${message}`);
    assert.match(line, problem);
  }
});

test('every wrong option is listed, one line each', () => {
  const message = failure({indexPath: 1, ranking: {otherPages: -1, bodyWeight: 'high'}});
  assert.deepEqual(
    message
      .split('\n')
      .filter((l) => l.startsWith('- '))
      .map((l) => l.slice(2, l.indexOf(':'))),
    ['indexPath', 'ranking.otherPages', 'ranking.bodyWeight'],
  );
});

test('a page weighs as the longest route prefix it starts with, else as otherPages', () => {
  const ranking = {
    pageWeights: {[docRoute('sql-reference/')]: 0.8, [docRoute('sql-reference/sys/')]: 0.5},
    otherPages: 1,
  };
  assert.equal(pageWeight(ranking, docRoute('sql-reference/sys/fe_locks')), 0.5);
  assert.equal(pageWeight(ranking, docRoute('sql-reference/sql-functions/concat')), 0.8);
  assert.equal(pageWeight(ranking, docRoute('loading/StreamLoad')), 1);
  assert.equal(pageWeight(DEFAULT_RANKING, docRoute('faq/Others')), DEFAULT_RANKING.pageWeights[docRoute('faq/')]);
});
