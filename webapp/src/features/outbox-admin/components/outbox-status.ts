// The outbox's statuses in the order the filter and the counts show them, with their labels.
export const outboxStatuses = [
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'logged', label: 'Logged' },
  { value: 'failed', label: 'Failed' },
] as const;

export function statusLabel(status: string): string {
  return outboxStatuses.find((s) => s.value === status)?.label ?? status;
}

// Staff may ask for an attempt now of a message given up on, or still waiting its turn.
export function canRetry(status: string): boolean {
  return status === 'failed' || status === 'queued';
}
