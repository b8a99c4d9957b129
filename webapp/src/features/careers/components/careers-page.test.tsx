import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { solveChallenge, type SolvedChallenge } from '../../../components/challenge/solve-challenge';
import { testSite as site } from '../../../test/site-settings';
import { ApplicationService, type ApplyRequest } from '../../../gen/gusset/site/v1/applications_pb';
import { JobSchema, JobService } from '../../../gen/gusset/site/v1/jobs_pb';
import { UploadError, uploadFile, type UploadKind } from '../../../lib/upload-file';
import { invalidArgument } from '../../../test/bad-request';
import { deferred } from '../../../test/deferred';
import { renderSite } from '../../../test/render-site';

vi.mock('../../../lib/upload-file', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/upload-file')>()),
  uploadFile: vi.fn(),
}));

// The widget cannot run in jsdom: each challenge is "solved" at once, as solved-1, solved-2…
vi.mock('../../../components/challenge/solve-challenge');

const job = create(JobSchema, { id: 'j-1', role: 'Tekla Modeler', location: 'Bengaluru', type: 'Full Time', qualification: 'B.E. Civil', active: true });

type Calls = { applied: ApplyRequest[] };

function renderCareers(apply: (req: ApplyRequest) => unknown = () => ({ applicationId: 'a-1' })) {
  const calls: Calls = { applied: [] };
  const view = renderSite('/career', ({ service }) => {
    service(JobService, { listJobs: () => ({ jobs: [job] }) });
    service(ApplicationService, {
      apply: (req) => {
        calls.applied.push(req);
        return apply(req) as never;
      },
    });
  });
  return { ...view, calls };
}

async function openApply(user: ReturnType<typeof renderSite>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Apply now for Tekla Modeler' }));
  // The form loads lazily on the first Apply.
  return screen.findByRole('dialog', { name: 'Apply for Tekla Modeler' });
}

async function fillIn(user: ReturnType<typeof renderSite>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/Full name/), 'Asha Rao');
  await user.type(within(dialog).getByLabelText(/Email/), 'asha@example.com');
  await user.type(within(dialog).getByLabelText(/Phone/), '+91 98450 12345');
}

const pdf = () => new File(['%PDF-1.7 résumé'], 'asha.pdf', { type: 'application/pdf' });

describe('careers page', () => {
  beforeEach(() => {
    vi.mocked(uploadFile).mockReset();
    let solved = 0;
    vi.mocked(solveChallenge).mockReset();
    vi.mocked(solveChallenge).mockImplementation(async () => ({ payload: `solved-${++solved}`, dispose: () => {} }));
  });
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('lists the openings with the campus recruitment card', async () => {
    renderCareers();

    expect(await screen.findByRole('heading', { level: 3, name: 'Tekla Modeler' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Current Openings' })).toBeInTheDocument();
    const campus = screen.getByRole('heading', { name: 'Campus Recruitment' }).closest('li')!;
    expect(within(campus).getByText('Bengaluru')).toBeInTheDocument();
    expect(within(campus).getByRole('link', { name: /Register/ })).toHaveAttribute('href', site.campusRecruitment.registerUrl);
    expect(within(campus).getByRole('link', { name: /Test/ })).toHaveAttribute('href', site.campusRecruitment.testUrl);
    expect(screen.getByRole('heading', { name: 'Equal opportunity employer' })).toBeInTheDocument();
  });

  it('says when there are no openings, and still offers campus recruitment', async () => {
    renderSite('/career', ({ service }) => service(JobService, { listJobs: () => ({ jobs: [] }) }));

    expect(await screen.findByText('No openings at the moment')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Campus Recruitment' })).toBeInTheDocument();
  });

  it('says it is loading the openings', async () => {
    renderSite('/career', ({ service }) => service(JobService, { listJobs: () => new Promise(() => {}) }));
    expect(await screen.findByText('Loading openings...')).toBeInTheDocument();
  });

  it('says when the openings cannot be loaded', async () => {
    renderSite('/career', ({ service }) =>
      service(JobService, {
        listJobs: () => {
          throw new ConnectError('down', Code.Internal);
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load openings. Please try again later.');
  });

  it('requires name, email and phone before sending anything', async () => {
    const { user, calls } = renderCareers();
    const dialog = await openApply(user);

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Full name/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText(/Phone/)).toHaveAttribute('type', 'tel');
    expect(within(dialog).getByLabelText(/Résumé/)).toHaveAttribute(
      'accept',
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(calls.applied).toEqual([]);
  });

  it('applies without a résumé', async () => {
    const { user, calls } = renderCareers();
    const dialog = await openApply(user);
    await fillIn(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await within(dialog).findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(calls.applied).toHaveLength(1);
    expect(calls.applied[0]).toMatchObject({ jobId: 'j-1', name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98450 12345', resumeUploadId: '', website: '', challenge: 'solved-1' });
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('uploads the résumé with visible progress and the form’s challenge, then applies with its upload id', async () => {
    let finish: () => void = () => {};
    vi.mocked(uploadFile).mockImplementation((_kind: UploadKind, file, options) => {
      options?.onProgress?.(0.42);
      return new Promise((resolve) => {
        finish = () => resolve({ id: 'up-1', fileName: file.name, size: file.size, contentType: 'application/pdf' });
      });
    });
    const { user, calls } = renderCareers();
    const dialog = await openApply(user);
    await fillIn(user, dialog);
    await user.upload(within(dialog).getByLabelText(/Résumé/), pdf());

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(within(dialog).getByRole('progressbar', { name: 'Uploading résumé' })).toHaveAttribute('value', '42');
    expect(within(dialog).getByText('42%')).toBeInTheDocument();
    expect(vi.mocked(uploadFile).mock.calls[0][0]).toBe('resume');
    expect(vi.mocked(uploadFile).mock.calls[0][2]?.challenge).toBe('solved-1');
    finish();
    expect(await within(dialog).findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(calls.applied[0]).toMatchObject({ resumeUploadId: 'up-1', challenge: 'solved-1' });
  });

  it('cancels the upload and sends nothing', async () => {
    vi.mocked(uploadFile).mockImplementation(
      (_kind, _file, options) =>
        new Promise((_resolve, reject) => {
          options?.signal?.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
        }),
    );
    const { user, calls } = renderCareers();
    const dialog = await openApply(user);
    await fillIn(user, dialog);
    await user.upload(within(dialog).getByLabelText(/Résumé/), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));

    expect(await within(dialog).findByText('Upload cancelled. Your application was not sent.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Full name/)).toHaveValue('Asha Rao');
    expect(calls.applied).toEqual([]);
  });

  it.each([
    ['a DOCX', new File(['PK'], 'asha.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })],
    ['a DOC', new File(['\xd0\xcf'], 'asha.doc', { type: 'application/msword' })],
    ['a Word file the browser has no type for', new File(['PK'], 'Asha CV.DOCX', { type: '' })],
  ])('uploads a résumé that is %s, then applies with its upload id', async (_what, file) => {
    vi.mocked(uploadFile).mockImplementation((_kind: UploadKind, f) =>
      Promise.resolve({ id: 'up-2', fileName: f.name, size: f.size, contentType: f.type }),
    );
    const { user, calls } = renderCareers();
    const dialog = await openApply(user);
    await fillIn(user, dialog);
    await user.upload(within(dialog).getByLabelText(/Résumé/), file);

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await within(dialog).findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(vi.mocked(uploadFile).mock.calls[0].slice(0, 2)).toEqual(['resume', file]);
    expect(calls.applied[0].resumeUploadId).toBe('up-2');
  });

  it('refuses a résumé that is neither a PDF nor a Word file, with the server’s message', async () => {
    const { user } = renderCareers();
    const dialog = await openApply(user);
    await fillIn(user, dialog);
    const picker = within(dialog).getByLabelText(/Résumé/);
    await userUploadAnyFile(user, picker, new File(['x'], 'photo.png', { type: 'image/png' }));

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(within(dialog).getByText('Please upload a PDF or Word file (DOC or DOCX)')).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a résumé whose content is not what its name says', async () => {
    vi.mocked(uploadFile).mockRejectedValue(new UploadError('Please upload a PDF or Word file (DOC or DOCX)', 400));
    const { user, calls } = renderCareers();
    const dialog = await openApply(user);
    await fillIn(user, dialog);
    await user.upload(within(dialog).getByLabelText(/Résumé/), new File(['MZ'], 'cv.docx', { type: '' }));

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await within(dialog).findByText('Please upload a PDF or Word file (DOC or DOCX)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Résumé/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.applied).toEqual([]);
  });

  it('shows the server field messages under the fields', async () => {
    const { user } = renderCareers(() => {
      throw invalidArgument({ email: 'Please enter a valid email address', phone: 'Please enter a valid phone number' });
    });
    const dialog = await openApply(user);
    await fillIn(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Something went wrong while submitting the application.')).not.toBeInTheDocument();
  });

  it('says when the application fails', async () => {
    const { user } = renderCareers(() => {
      throw new ConnectError('down', Code.Internal);
    });
    const dialog = await openApply(user);
    await fillIn(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong while submitting the application.');
  });

  it('has a honeypot field people never see', async () => {
    const { user } = renderCareers();
    const dialog = await openApply(user);

    const honeypot = within(dialog).getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the server’s refusal of the challenge for the whole form, and tries again with a fresh one', async () => {
    const answers: unknown[] = [invalidArgument({ challenge: 'Please wait for the verification to finish, then try again.' }), { applicationId: 'a-2' }];
    const { user, calls } = renderCareers(() => {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const dialog = await openApply(user);
    await fillIn(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please wait for the verification to finish, then try again.');
    expect(within(dialog).queryByText('Something went wrong while submitting the application.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(await within(dialog).findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(calls.applied.map((req) => req.challenge)).toEqual(['solved-1', 'solved-2']);
  });

  it('says when this address sent too many résumés', async () => {
    vi.mocked(uploadFile).mockRejectedValue(new UploadError('Too many requests. Please try again in 12 minutes.', 429));
    const { user, calls } = renderCareers();
    const dialog = await openApply(user);
    await fillIn(user, dialog);
    await user.upload(within(dialog).getByLabelText(/Résumé/), pdf());

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 12 minutes.');
    expect(within(dialog).getByLabelText(/Résumé/)).not.toHaveAttribute('aria-invalid');
    expect(calls.applied).toEqual([]);
  });

  it('says when this address sent too many applications', async () => {
    const { user } = renderCareers(() => {
      throw new ConnectError('Too many requests. Please try again in 12 minutes.', Code.ResourceExhausted);
    });
    const dialog = await openApply(user);
    await fillIn(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 12 minutes.');
  });

  it('says Verifying… until the challenge is solved, then applies; closing meanwhile sends nothing', async () => {
    const solving = deferred<SolvedChallenge>();
    vi.mocked(solveChallenge).mockImplementationOnce(() => solving.promise);
    const { user, calls } = renderCareers();
    let dialog = await openApply(user);
    await fillIn(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(within(dialog).getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    solving.resolve({ payload: 'too-late', dispose: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.applied).toEqual([]);

    const slow = deferred<SolvedChallenge>();
    vi.mocked(solveChallenge).mockImplementationOnce(() => slow.promise);
    dialog = await openApply(user);
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(within(dialog).getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    slow.resolve({ payload: 'slow-2', dispose: () => {} });

    expect(await within(dialog).findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(calls.applied.map((req) => req.challenge)).toEqual(['slow-2']);
  });

  it('resets the form when the dialog is closed', async () => {
    const { user } = renderCareers();
    let dialog = await openApply(user);
    await user.type(within(dialog).getByLabelText(/Full name/), 'Asha');
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openApply(user);

    expect(within(dialog).getByLabelText(/Full name/)).toHaveValue('');
    expect(within(dialog).queryByText('Email is required')).not.toBeInTheDocument();
  });
});

// user.upload honours the accept attribute; this sets any file, as a browser's "All files"
// choice would.
async function userUploadAnyFile(user: ReturnType<typeof renderSite>['user'], input: HTMLElement, file: File) {
  input.removeAttribute('accept');
  await user.upload(input, file);
}
