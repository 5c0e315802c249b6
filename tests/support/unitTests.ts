/** Every test file of tests/unit/, in one process (see suite.ts). */
import {testFolder} from './suite';

testFolder('unit');
