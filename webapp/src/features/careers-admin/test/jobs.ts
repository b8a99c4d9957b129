import { timestampFromDate } from '@bufbuild/protobuf/wkt';

// Jobs as the in-memory JobService answers them.
export const modeler = {
  id: 'job-1',
  role: 'Tekla Modeler',
  location: 'Bengaluru',
  type: 'Full Time',
  qualification: 'B.E. Civil',
  active: true,
  jobDescription: { path: '/files/job_description/jd-1.pdf', fileName: 'modeler.pdf', size: 1234n, contentType: 'application/pdf' },
  createTime: timestampFromDate(new Date('2025-03-05T12:00:00Z')),
};

export const checker = {
  id: 'job-2',
  role: 'Drawing Checker',
  location: 'Houston',
  type: '',
  qualification: 'Diploma',
  active: false,
  createTime: timestampFromDate(new Date('2025-03-01T12:00:00Z')),
};

export const jane = {
  id: 'app-1',
  jobId: 'job-1',
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+1 555 0100',
  contacted: false,
  resume: { path: '/files/resume/r-1.pdf?sig=abc', fileName: 'jane.pdf', size: 2048n, contentType: 'application/pdf' },
  createTime: timestampFromDate(new Date('2025-04-10T12:00:00Z')),
};

export const john = {
  id: 'app-2',
  jobId: 'job-1',
  name: 'John Roe',
  email: 'john@example.com',
  phone: '555-0101',
  contacted: true,
  createTime: timestampFromDate(new Date('2025-04-09T12:00:00Z')),
};
