import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST = 8;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends the run with the time each project's files took (their sum, and the slowest files), then one
 * plain line, `N passed, N failed, N skipped`, that any CI can read.
 */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    const byProject = new Map<string, number>();
    for (const module of testModules) {
      for (const test of module.children.allTests()) counts[test.result().state] += 1;
      if (module.state() === 'failed' && module.children.size === 0) counts.failed += 1;
      const project = module.project.name;
      byProject.set(project, (byProject.get(project) ?? 0) + module.diagnostic().duration);
    }
    const slowest = [...testModules].sort((a, b) => b.diagnostic().duration - a.diagnostic().duration).slice(0, SLOWEST);
    const lines = [
      `Files' time by project: ${[...byProject].map(([project, ms]) => `${project} ${seconds(ms)}`).join(', ')}`,
      `Slowest files: ${slowest.map((module) => `${module.moduleId.replace(`${process.cwd()}/`, '')} ${seconds(module.diagnostic().duration)}`).join(', ')}`,
    ];
    process.stdout.write(`\n${lines.join('\n')}\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
