/**
 * The function data the site ships: every signature file passes its schema, and no function is
 * defined by two files (the site would show whichever came last).
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import scalar from '../../src/data/functions/scalar-signatures.json';
import aggregate from '../../src/data/functions/aggregate-signatures.json';
import table from '../../src/data/functions/table-signatures.json';
import {signatureFileSchema} from '../../src/data/functions/schema';
import {parseOrExplain} from '../../src/data/schemaCheck';

const FILES = {scalar, aggregate, table};

test('each signature file passes its schema', () => {
  for (const [name, data] of Object.entries(FILES)) {
    assert.doesNotThrow(() => parseOrExplain(signatureFileSchema, data, `src/data/functions/${name}-signatures.json`));
  }
});

test('no function is defined in two signature files', () => {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const [file, data] of Object.entries(FILES)) {
    for (const key of Object.keys(data.functions)) {
      if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${file}`);
      seen.set(key, file);
    }
  }
  assert.deepEqual(twice, []);
});
