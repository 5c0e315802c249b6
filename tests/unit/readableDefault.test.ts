import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readableDefault} from '../../scripts/reference/readableDefault';

test('defaults from source read as values', () => {
  assert.equal(readableDefault('3 * 24 * 3600'), '259200');
  assert.equal(readableDefault('512L * 1024 * 1024'), '536870912');
  assert.equal(readableDefault('((1L << 31) - (1L << 10))'), '2147482624');
  assert.equal(readableDefault('1_000_000_000'), '1000000000');
  assert.equal(readableDefault('60_000L'), '60000');
  assert.equal(readableDefault('"SIZE-MB-1024"'), 'SIZE-MB-1024');
  assert.equal(readableDefault('Config.STARROCKS_HOME_DIR + "/log"'), '${STARROCKS_HOME}/log');
  assert.equal(readableDefault('{"slow_query", "query"}'), 'slow_query,query');
  assert.equal(readableDefault('{}'), '');
  assert.equal(readableDefault('DEFAULT_EXEC_MEM_LIMIT (= 2147483648L)'), '2147483648');
  assert.equal(readableDefault('0.5f'), '0.5');
  assert.equal(readableDefault('true'), 'true');
  assert.equal(readableDefault('profile_process_threads_num * 128'), 'profile_process_threads_num * 128');
});
