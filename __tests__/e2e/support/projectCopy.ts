/** The tests' copies of the repository: the same as the benchmark's (bench/cms.ts). */
export { copyProject } from '../../../scripts/lib/projectCopy';
