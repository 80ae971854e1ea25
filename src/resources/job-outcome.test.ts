import { describe, expect, it } from 'vitest';
import { jobOutcome } from './job-outcome';
import { ALREADY_THERE, type Job, type JobItem } from './jobs';

const item = (state: JobItem['state'], result?: string): JobItem => ({
  key: String(Math.random()),
  label: 'Poster',
  state,
  step: 1,
  ...(result && { result }),
});

const job = (items: JobItem[], status: Job['status'] = 'finished'): Job => ({
  id: 'job',
  kind: 'add-to-channel',
  title: 'Adding 14 links to Spring',
  createdAt: 0,
  updatedAt: 0,
  status,
  channelId: 3,
  targetName: 'Spring',
  itemType: 'links',
  items,
});

describe('jobOutcome', () => {
  it('says what a bulk add did: added, already there, failed', () => {
    const items = [
      ...Array.from({ length: 12 }, () => item('done')),
      item('done', ALREADY_THERE),
      item('failed'),
    ];
    expect(jobOutcome(job(items))).toBe(
      '12 added to Spring, 1 already there, 1 failed — see below',
    );
  });

  it('says nothing while the job runs, and what was not sent when cancelled', () => {
    expect(jobOutcome(job([item('done'), item('pending')], 'running'))).toBeNull();
    expect(jobOutcome(job([item('done'), item('pending')], 'cancelled'))).toBe(
      '1 added to Spring, 1 not sent (cancelled)',
    );
  });
});
