/** Every test file of tests/content/, in one process (see suite.ts). */
import {testFolder} from './suite';

testFolder('content');
