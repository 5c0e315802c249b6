/** Every test file of tests/content/ in one process (see suite.ts), but mdx.test.ts, which test:fast runs apart. */
import {testFolder} from './suite';

testFolder('content', ['mdx.test.ts']);
