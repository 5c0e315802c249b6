/**
 * The reference data pipeline: the committed files in src/data/reference are the source of
 * truth, and the importer merges the fact lists of evidence/facts into them. Rerunning it
 * with the committed inputs changes nothing; a new extraction changes facts, never our words.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA = path.join(ROOT, 'src/data/reference');
const FACTS = path.join(ROOT, 'evidence/facts');
const FILES = ['fe-config.json', 'be-config.json', 'system-variables.json', 'error-codes.json'];

/** Runs the importer over a copy of the committed data files; returns the folder it wrote. */
function importInto(factsDir: string): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-import-'));
  for (const f of FILES) fs.copyFileSync(path.join(DATA, f), path.join(out, f));
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/reference/import.ts', factsDir, '--out', out], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  return out;
}

test('rerunning the importer on the committed inputs leaves every data file unchanged', () => {
  const out = importInto(FACTS);
  for (const f of FILES) {
    assert.ok(
      fs.readFileSync(path.join(out, f), 'utf8') === fs.readFileSync(path.join(DATA, f), 'utf8'),
      `${f} changed on rerun`,
    );
  }
});

test('a new extraction with a changed default updates the fact and keeps the description', () => {
  const facts = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-facts-'));
  fs.cpSync(FACTS, facts, {recursive: true});
  const file = path.join(facts, 'error-codes.json');
  const errors = JSON.parse(fs.readFileSync(file, 'utf8')) as {items: {name: string; message_template: string}[]};
  const target = errors.items[0]!;
  target.message_template = 'A message of a newer release: %s';
  fs.writeFileSync(file, JSON.stringify(errors));
  const out = importInto(facts);
  type Row = {name: string; message: string; cause: string; action: string};
  const before = (JSON.parse(fs.readFileSync(path.join(DATA, 'error-codes.json'), 'utf8')) as {items: Row[]}).items;
  const after = (JSON.parse(fs.readFileSync(path.join(out, 'error-codes.json'), 'utf8')) as {items: Row[]}).items;
  const was = before.find((r) => r.name === target.name)!;
  const now = after.find((r) => r.name === target.name)!;
  assert.equal(now.message, 'A message of a newer release: %s');
  assert.equal(now.cause, was.cause);
  assert.equal(now.action, was.action);
  assert.equal(after.length, before.length);
});
