import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, type IApplyRule, NagRuleCompliance } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../infra/mizan';

/**
 * cdk-nag's AwsSolutions pack, as `npm run synth` runs it, on a fresh clone (no web/dist, no
 * functions/dist) and after `npm run build:web`. The app is infra/app.ts's (createApp), with its
 * web/dist pointed elsewhere, and asset bundling skipped (CDK's `aws:cdk:bundling-stacks`): what
 * cdk-nag reads is the same, and the synth bundles from functions/src, never functions/dist.
 */

const scratch = mkdtempSync(join(tmpdir(), 'mizan-nag-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A built SPA's shape: index.html and content-hashed assets. */
const builtSpa = () => {
  const dir = join(scratch, 'web-dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Mizan</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'export {};');
  return dir;
};

type Finding = { id: string; resource: string; acknowledgedAt?: string };

/**
 * The pack itself, recording each finding and the construct whose acknowledgement covers it (the
 * nearest one up the tree, as cdk-nag looks), before the pack decides as it always does.
 */
class RecordingChecks extends AwsSolutionsChecks {
  readonly findings: Finding[] = [];

  protected override applyRule(params: IApplyRule) {
    const ruleId = `${this.readPackName}-${params.ruleSuffixOverride ?? params.rule.name}`;
    let result: ReturnType<IApplyRule['rule']>;
    try {
      result = params.rule(params.node);
    } catch {
      result = NagRuleCompliance.NON_COMPLIANT;
    }
    const ids = result === NagRuleCompliance.NON_COMPLIANT ? [ruleId] : Array.isArray(result) ? result.map((f) => `${ruleId}[${f}]`) : [];
    for (const id of ids) {
      const acknowledgedBy = ancestors(params.node).find((node) => acknowledgementsOn(node).some((entry) => entry.id === id));
      this.findings.push({ id, resource: params.node.node.path, acknowledgedAt: acknowledgedBy?.node.path });
    }
    super.applyRule(params);
  }
}

const ancestors = (node: IConstruct): IConstruct[] => (node.node.scope ? [node, ...ancestors(node.node.scope)] : [node]);

/** The acknowledgements made on this construct itself, by finding id (CDK writes `Annotation::<id>`, as cdk-nag reads it). */
const acknowledgementsOn = (node: IConstruct) =>
  node.node.metadata
    .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
    .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
    .map(([qualified, reason]) => {
      const id = qualified.replace(/^annotation::/i, '');
      return { id, reason, pack: id.startsWith('AwsSolutions-') };
    });

/** Every acknowledgement in the app: where, which finding, why. */
const acknowledgementsIn = (app: App) =>
  app.node.findAll().flatMap((node) => acknowledgementsOn(node).map((entry) => ({ at: node.node.path, node, ...entry })));

type Report = { pluginReports: { pluginName: string; violations: { ruleName: string }[] }[] };

/** `cdk synth` of the app, with the recording pack beside the app's own; throws as the CLI fails. */
const synth = (webDist: string) => {
  const outdir = mkdtempSync(join(scratch, 'cdk.out-'));
  const { app } = createApp({ outdir, context: { 'aws:cdk:bundling-stacks': [] } }, webDist);
  const recording = new RecordingChecks(app);
  Validations.of(app).addPlugins(recording);
  app.synth();
  const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as Report;
  return { app, findings: recording.findings, report };
};

describe.each([
  ['on a fresh clone (no web/dist)', () => join(scratch, 'no-web-dist')],
  ['with the SPA built (its deployment)', builtSpa],
])("cdk-nag's AwsSolutions pack %s", (_, webDist) => {
  let app: App;
  let findings: Finding[];
  let report: Report;
  // Throws, like `npm run synth` exits 1, on an error nobody acknowledged.
  beforeAll(() => ({ app, findings, report } = synth(webDist())), 120_000);

  it('synthesises with no finding left: not an error, not a warning', () => {
    expect(findings.filter((finding) => !finding.acknowledgedAt)).toEqual([]);
    expect(report.pluginReports.filter((plugin) => plugin.pluginName === 'AwsSolutions').flatMap((plugin) => plugin.violations)).toEqual(
      [],
    );
  });

  it('acknowledges nothing on a whole stack (or the app)', () => {
    const wide = acknowledgementsIn(app).filter((entry) => entry.node === app || Stack.isStack(entry.node));
    expect(wide.map(({ at, id }) => `${at}: ${id}`)).toEqual([]);
  });

  it('acknowledges each finding on the one resource it concerns, with a reason, and nothing that is not found', () => {
    const acknowledgements = acknowledgementsIn(app).filter((entry) => entry.pack);
    expect(acknowledgements.length).toBeGreaterThan(10);
    const findingsOf = ({ at, id }: { at: string; id: string }) =>
      new Set(findings.filter((finding) => finding.acknowledgedAt === at && finding.id === id).map((finding) => finding.resource));
    expect(
      acknowledgements
        .filter((entry) => findingsOf(entry).size !== 1)
        .map(({ at, id }) => `${at}: ${id} covers ${[...findingsOf({ at, id })].join(', ') || 'nothing'}`),
    ).toEqual([]);
    expect(acknowledgements.filter((entry) => entry.reason.length < 30).map(({ at, id }) => `${at}: ${id}`)).toEqual([]);
  });
});
