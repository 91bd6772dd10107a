import { describe, expect, it } from 'vitest';
import { getOpsStatus, QUEUE_NAMES } from '../../packages/api/src';
import { FIXTURE_NOW, opsTick } from '../../packages/mock-api/src';
import { refusal, setupApiTests } from '../support/api';

const { scenario, expectNoSchemaReports } = setupApiTests();

describe('GET /admin/api/ops.json', () => {
  it("gives an admin both queues of every region and the fleet's machines, measured by the backend's clock", async () => {
    scenario('admin');
    const reply = await getOpsStatus();
    expect(reply.measured_at).toBe(FIXTURE_NOW);
    expect(reply.queues).toHaveLength(6);
    for (const region of ['us-east-1', 'eu-west-1', 'ap-southeast-1']) {
      expect(
        reply.queues
          .filter((queue) => queue.region === region)
          .map((queue) => queue.queue)
          .sort(),
      ).toEqual([...QUEUE_NAMES].sort());
    }
    expect(reply.queues.every((queue) => queue.measured_at === FIXTURE_NOW)).toBe(true);
    expect(reply.queues.every((queue) => (queue.waiting_count === 0) === (queue.max_wait_ms === 0))).toBe(
      true,
    );
    expect(reply.machines).toHaveLength(24);
    expect(new Set(reply.machines.map((machine) => machine.status))).toEqual(
      new Set(['running', 'draining', 'terminated']),
    );
    for (const machine of reply.machines.filter((m) => m.status === 'terminated')) {
      expect(machine).toMatchObject({ running_jobs: 0, load: 0 });
    }
    expectNoSchemaReports();
  });

  it('moves between reads, the same way every time (a counter, not the clock)', async () => {
    const backend = scenario('founder');
    const first = await getOpsStatus();
    const second = await getOpsStatus();
    expect(opsTick(backend)).toBe(2);
    expect(second.queues).not.toEqual(first.queues);
    expect(second.machines.map((m) => m.load)).not.toEqual(first.machines.map((m) => m.load));
    // The fleet itself stays: the same machines in the same states.
    expect(second.machines.map((m) => [m.id, m.hostname, m.status])).toEqual(
      first.machines.map((m) => [m.id, m.hostname, m.status]),
    );

    scenario('founder');
    expect(await getOpsStatus()).toEqual(first);
    expect(await getOpsStatus()).toEqual(second);
  });

  it('refuses anyone but an admin or founder', async () => {
    scenario('member');
    expect(await refusal(getOpsStatus())).toEqual({
      status: 403,
      message: 'Only admins can see the queues and machines.',
    });
    scenario('loggedOut');
    expect(await refusal(getOpsStatus())).toEqual({
      status: 401,
      message: 'Please log in to access this page',
    });
  });
});
