import { beforeEach, describe, expect, it } from 'vitest';
import {
  acceptsMime,
  assemblyOutcome,
  createTemplate,
  createWorkspace,
  downloadAssemblyResult,
  getAssembly,
  getAssemblyProgress,
  getWorkspaceOverview,
  listAssemblies,
  ONBOARDING_FILE_TYPE_INFO,
  ONBOARDING_FILE_TYPES,
  onboardingStarter,
  setCsrfToken,
  TEMPLATE_MESSAGES,
  UPLOAD_MESSAGES,
  uploadAssembly,
  validateTemplate,
} from '../../packages/api/src';
import {
  createHandlers,
  FIXTURE_NOW,
  hexId,
  KEPT_UPLOAD_BYTES,
  MockBackend,
  setAssemblyClock,
} from '../../packages/mock-api/src';
import { refusal, setupApiTests } from '../support/api';
import { setupFakeXhr } from '../support/xhr';

/** The backend's clock in these tests: it only moves when a test moves it. */
let now = Date.parse(FIXTURE_NOW);
const { server, startScenario, expectNoSchemaReports } = setupApiTests({
  clock: () => now,
  quietWarnings: true,
});
// Uploads go through XMLHttpRequest, which node has not: this one hands them to fetch, where MSW answers.
setupFakeXhr();

const NEW = 'hooli-pictures';

beforeEach(() => {
  now = Date.parse(FIXTURE_NOW);
});

/** Jane's session with a workspace she has just created (no assemblies) and a template from a starter. */
async function newWorkspaceWith(
  type: keyof typeof ONBOARDING_FILE_TYPE_INFO,
  starterId: string | null = null,
) {
  const backend = await startScenario('member');
  await createWorkspace({ slug: NEW, name: 'Hooli Pictures' });
  const starter = onboardingStarter(type, starterId);
  const { template } = await createTemplate(NEW, {
    name: starter.suggestedName,
    json: starter.json,
    require_signature_auth: false,
    transcoding_result_expiry: '1day',
    assembly_status_expiry: '30days',
  });
  return { backend, template };
}

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const png = () => new File([pngBytes], 'team-photo.png', { type: 'image/png' });

describe('the first run’s starters', () => {
  it('offer at least one pipeline for every kind of file, each valid and taking files of its kind', () => {
    for (const type of ONBOARDING_FILE_TYPES) {
      const info = ONBOARDING_FILE_TYPE_INFO[type];
      expect(info.starters.length).toBeGreaterThan(0);
      for (const starter of info.starters) {
        expect(validateTemplate(starter.json).filter((issue) => issue.severity === 'error')).toEqual([]);
      }
    }
    const sample = {
      video: 'video/mp4',
      image: 'image/png',
      audio: 'audio/mpeg',
      document: 'application/pdf',
    };
    for (const type of ONBOARDING_FILE_TYPES) {
      for (const starter of ONBOARDING_FILE_TYPE_INFO[type].starters) {
        expect(acceptsMime(starter.json, sample[type])).toBe(true);
        expect(acceptsMime(starter.json, type === 'image' ? 'video/mp4' : 'image/png')).toBe(false);
      }
    }
  });

  it('fall back to the kind’s first starter for an unknown id', () => {
    expect(onboardingStarter('audio', 'nope').id).toBe('encode-audio');
    expect(onboardingStarter('audio', 'audio-waveform').id).toBe('audio-waveform');
  });
});

describe('POST /{slug}/api/assemblies/upload.json', () => {
  it('takes a multipart file and runs the template on it: uploading, executing step by step, completed', async () => {
    const { template } = await newWorkspaceWith('image');
    expect((await getWorkspaceOverview(NEW)).is_new).toBe(true);

    const { assembly } = await uploadAssembly(NEW, { template_id: template.id, file: png() });
    expect(assemblyOutcome(assembly)).toBe('uploading');
    expect(assembly).toMatchObject({
      template_id: template.id,
      input_bytes: 12,
      template_name: 'resize-images',
    });

    const first = await getAssemblyProgress(NEW, assembly.id);
    expect(first.upload).toEqual({ name: 'team-photo.png', size: 12, mime: 'image/png' });
    expect(first.steps.map((step) => [step.name, step.state])).toEqual([
      ['images', 'waiting'],
      ['resized', 'waiting'],
    ]);

    now += 1_500;
    const running = await getAssemblyProgress(NEW, assembly.id);
    expect(assemblyOutcome(running.assembly)).toBe('executing');
    expect(running.steps.map((step) => step.state)).toEqual(['running', 'waiting']);

    now += 1_500;
    const halfway = await getAssemblyProgress(NEW, assembly.id);
    expect(halfway.steps.map((step) => step.state)).toEqual(['done', 'running']);
    expect(halfway.steps[0]?.results.map((result) => result.name)).toEqual(['team-photo.png']);

    now += 2_000;
    const done = await getAssemblyProgress(NEW, assembly.id);
    expect(assemblyOutcome(done.assembly)).toBe('completed');
    expect(done.reason).toBeNull();
    expect(done.steps.map((step) => step.state)).toEqual(['done', 'done']);
    const resized = done.steps[1]?.results ?? [];
    expect(resized).toEqual([
      expect.objectContaining({ name: 'team-photo.webp', mime: 'image/webp', size: 12 }),
    ]);
    expect(done.assembly).toMatchObject({ output_file_count: 2, output_bytes: 24 });
    expectNoSchemaReports();
  });

  it('serves each finished result for download, with the uploaded bytes', async () => {
    const { template } = await newWorkspaceWith('image');
    const { assembly } = await uploadAssembly(NEW, { template_id: template.id, file: png() });
    now += 5_000;
    const { steps } = await getAssemblyProgress(NEW, assembly.id);
    const result = steps[1]?.results[0];
    expect(result?.path).toBe(`/${NEW}/api/assemblies/${assembly.id}/results/${result?.id}`);
    const blob = await downloadAssemblyResult(result?.path ?? '');
    expect(blob.type).toBe('image/webp');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pngBytes);
    expect(
      await refusal(downloadAssemblyResult(`/${NEW}/api/assemblies/${assembly.id}/results/${hexId('x', 1)}`)),
    ).toEqual({
      status: 404,
      message: UPLOAD_MESSAGES.resultNotFound,
    });
  });

  it('keeps a small upload in the store, so its results download from a saved state too', async () => {
    const { backend, template } = await newWorkspaceWith('image');
    const { assembly } = await uploadAssembly(NEW, { template_id: template.id, file: png() });
    const started = backend.state.assemblies.started.find((entry) => entry.id === assembly.id);
    expect(started?.upload).toMatchObject({ name: 'team-photo.png', size: 12, mime: 'image/png' });
    expect(atob(started?.upload?.data ?? '')).toHaveLength(12);
  });

  it('serves a small upload’s results after a demo reload (a backend restored from its saved state), not a large one’s', async () => {
    const { backend, template } = await newWorkspaceWith('image');
    const small = await uploadAssembly(NEW, { template_id: template.id, file: png() });
    const large = new File([new Uint8Array(KEPT_UPLOAD_BYTES + 1)], 'poster.png', { type: 'image/png' });
    const big = await uploadAssembly(NEW, { template_id: template.id, file: large });
    now += 5_000;
    const restored = new MockBackend(backend.snapshot());
    setAssemblyClock(restored, () => now);
    server.use(...createHandlers(restored));
    const firstResult = async (id: string) =>
      (await getAssemblyProgress(NEW, id)).steps[0]?.results[0]?.path ?? '';
    const blob = await downloadAssemblyResult(await firstResult(small.assembly.id));
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pngBytes);
    expect(await refusal(downloadAssemblyResult(await firstResult(big.assembly.id)))).toEqual({
      status: 410,
      message: UPLOAD_MESSAGES.resultGone,
    });
  });

  it('ends the workspace’s first-run offer and lists the assembly, its status naming the real file', async () => {
    const { template } = await newWorkspaceWith('image');
    const { assembly } = await uploadAssembly(NEW, { template_id: template.id, file: png() });
    const overview = await getWorkspaceOverview(NEW);
    expect(overview.is_new).toBe(false);
    expect(overview.recent_assemblies.map((row) => row.id)).toEqual([assembly.id]);
    expect((await listAssemblies(NEW)).total).toBe(1);
    now += 5_000;
    const detail = await getAssembly(NEW, assembly.id);
    expect((detail.status.uploads as { name: string }[])[0]?.name).toBe('team-photo.png');
  });

  it('fails at the filter when the file is not of the kind the template takes', async () => {
    const { template } = await newWorkspaceWith('video');
    const { assembly } = await uploadAssembly(NEW, { template_id: template.id, file: png() });
    now += 5_000;
    const done = await getAssemblyProgress(NEW, assembly.id);
    expect(done.assembly.error).toBe('FILE_FILTER_DECLINED_FILE');
    expect(done.steps.map((step) => step.state)).toEqual(['failed', 'waiting', 'waiting']);
    expect(done.reason).toBe(
      'Step "videos" declined the file: its type, image/png, is not one this template accepts.',
    );
  });

  it('makes one result per thumbnail', async () => {
    const { template } = await newWorkspaceWith('video', 'thumbnails');
    const file = new File([new Uint8Array(20)], 'harbour.mp4', { type: 'video/mp4' });
    const { assembly } = await uploadAssembly(NEW, { template_id: template.id, file });
    now += 5_000;
    const { steps } = await getAssemblyProgress(NEW, assembly.id);
    expect(steps[1]?.results.map((result) => result.name)).toEqual(
      Array.from({ length: 8 }, (_, index) => `harbour-${index + 1}.jpg`),
    );
  });

  it('refuses a missing or empty file, an unknown template and a write without the CSRF token', async () => {
    const { template } = await newWorkspaceWith('image');
    const empty = new File([], 'empty.png', { type: 'image/png' });
    expect(await refusal(uploadAssembly(NEW, { template_id: template.id, file: empty }))).toEqual({
      status: 400,
      message: UPLOAD_MESSAGES.fileEmpty,
    });
    // @ts-expect-error: a body without its file, as a broken client would send it.
    expect(await refusal(uploadAssembly(NEW, { template_id: template.id }))).toEqual({
      status: 400,
      message: UPLOAD_MESSAGES.fileMissing,
    });
    expect(await refusal(uploadAssembly(NEW, { template_id: hexId('nope', 1), file: png() }))).toEqual({
      status: 404,
      message: TEMPLATE_MESSAGES.notFound,
    });
    expect(await refusal(uploadAssembly('acme-media', { template_id: template.id, file: png() }))).toEqual({
      status: 404,
      message: TEMPLATE_MESSAGES.notFound,
    });
    setCsrfToken(null);
    expect((await refusal(uploadAssembly(NEW, { template_id: template.id, file: png() }))).status).toBe(403);
  });
});
