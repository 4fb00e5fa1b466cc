import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { COURTS_MAX_BYTES, courtPortalEnvironment, unmappedCourts, type CourtPortalConfig } from '../../infra/constructs/court-portal';
import { synthMizan } from './synth';

type LambdaFunction = { Properties: { Description: string; Environment: { Variables: Record<string, unknown> } } };

/** Each function's description (which names it) and its environment. */
const environments = (template: Template) =>
  Object.values(template.findResources('AWS::Lambda::Function') as Record<string, LambdaFunction>).map((fn) => ({
    name: fn.Properties.Description,
    variables: fn.Properties.Environment.Variables,
  }));

const mahakim: CourtPortalConfig = {
  adapter: 'mahakim',
  url: 'https://www.mahakim.ma',
  courts: { 'TPI-RABAT': 13, 'CA-RABAT': '3' },
  keySecret: 'mizan/court-portal',
};

describe('the court portal in the cloud', () => {
  it('is none unless configured: no function gets a portal, so the simulator is never used by default', () => {
    const { api, jobs } = synthMizan();
    for (const { name, variables } of [...environments(api), ...environments(jobs)]) {
      expect(variables, name).not.toHaveProperty('COURT_PORTAL');
      expect(variables, name).not.toHaveProperty('COURT_PORTAL_URL');
    }
  });

  it('gives the mahakim settings to the Sync route’s function and the worker only, the key and IV as references to the secret', () => {
    const { api, jobs, stacks } = synthMizan([], { courtPortal: mahakim });
    const all = [...environments(api), ...environments(jobs)];
    const syncing = all.filter(({ variables }) => 'COURT_PORTAL' in variables);
    expect(syncing.map((fn) => fn.name).sort()).toEqual([
      'Mizan API: dossiers routes',
      'Mizan job: synchronise a batch of dossiers with the court portal',
    ]);
    for (const { variables } of syncing)
      expect(variables).toMatchObject({
        COURT_PORTAL: 'mahakim',
        COURT_PORTAL_URL: 'https://www.mahakim.ma',
        COURT_PORTAL_COURTS: JSON.stringify({ 'TPI-RABAT': 13, 'CA-RABAT': '3' }),
        COURT_PORTAL_KEY: '{{resolve:secretsmanager:mizan/court-portal:SecretString:key::}}',
        COURT_PORTAL_IV: '{{resolve:secretsmanager:mizan/court-portal:SecretString:iv::}}',
      });
    const warnings = stacks.jobs.node.metadata.filter((entry) => entry.type === 'aws:cdk:warning').map((entry) => String(entry.data));
    const unmapped = unmappedCourts(mahakim);
    expect(unmapped).toContain('TPI-SALE');
    expect(unmapped).not.toContain('TPI-RABAT');
    expect(unmapped).not.toContain('CA-RABAT');
    expect(warnings).toEqual([expect.stringContaining(`No portal id for ${unmapped.length} courts`)]);
    expect(warnings[0]).toContain(unmapped.join(', '));
  });

  it('uses a simulator in the cloud only when told to', () => {
    expect(courtPortalEnvironment({ adapter: 'simulator', url: 'http://10.0.0.5:4100' })).toEqual({
      COURT_PORTAL: 'simulator',
      COURT_PORTAL_URL: 'http://10.0.0.5:4100',
    });
    expect(courtPortalEnvironment(undefined)).toEqual({});
    expect(unmappedCourts({ adapter: 'simulator', url: 'http://10.0.0.5:4100' })).toEqual([]);
  });

  it('takes the courts a firm’s dossiers use: forty fit', () => {
    const forty = Object.fromEntries(
      unmappedCourts({ ...mahakim, courts: {} })
        .slice(0, 40)
        .map((code) => [code, 1000]),
    );
    expect(Buffer.byteLength(JSON.stringify(forty))).toBeLessThan(COURTS_MAX_BYTES);
    expect(courtPortalEnvironment({ ...mahakim, courts: forty }).COURT_PORTAL_COURTS).toBe(JSON.stringify(forty));
  });

  it('refuses a configuration that cannot work, saying why', () => {
    expect(() => courtPortalEnvironment({ ...mahakim, keySecret: undefined })).toThrow(/keySecret/);
    expect(() => courtPortalEnvironment({ ...mahakim, courts: { 'TPI-NOWHERE': 1 } })).toThrow(/TPI-NOWHERE/);
    expect(() => courtPortalEnvironment({ ...mahakim, url: 'www.mahakim.ma' })).toThrow(/courtPortal\.url/);
    expect(() => courtPortalEnvironment({ ...mahakim, adapter: 'scraper' as 'mahakim' })).toThrow(/mahakim or simulator/);
    // every court we offer, with 4-digit ids, would not fit in Lambda's environment
    const everyCourt = Object.fromEntries(unmappedCourts({ ...mahakim, courts: {} }).map((code) => [code, 1000]));
    expect(() => courtPortalEnvironment({ ...mahakim, courts: everyCourt })).toThrow(
      /bytes; a Lambda function's whole environment holds 4 KB/,
    );
  });
});
