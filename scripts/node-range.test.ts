import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  nodeRange,
  packagesOutsideRange,
  readLock,
  unsupportedNodeMessage,
} from './node-range.mjs';

describe('the Node range', () => {
  it('is one that every locked dependency supports', () => {
    expect(packagesOutsideRange(readLock(), nodeRange())).toEqual([]);
  });

  it('includes the Node running the tests', () => {
    expect(unsupportedNodeMessage(process.versions.node, nodeRange())).toBeUndefined();
  });

  it('names the range and the running Node when outside it', () => {
    const message = unsupportedNodeMessage('18.20.0', nodeRange());
    expect(message).toContain(`needs Node ${nodeRange()}`);
    expect(message).toContain('this is Node 18.20.0');
  });

  it('stops a command before it starts when the Node is outside the range', () => {
    // A process whose reported version is outside the range, as an old Node would report.
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "Object.defineProperty(process.versions, 'node', { value: '18.20.0' }); await import('./scripts/require-supported-node.mjs'); console.log('started');",
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Linkdeck needs Node');
    expect(run.stdout).not.toContain('started');
  });
});
