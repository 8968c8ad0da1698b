import type { RenderStatus } from '@talkreel/contract';

export type RenderStatusValue = RenderStatus['status'];

/** A render that is still going: its progress is polled. */
export function isRenderUnfinished(status: RenderStatusValue): boolean {
  return status === 'queued' || status === 'running';
}

/** Mantine colour of each state's badge (DESIGN tokens: success, warning, danger). */
export function getRenderStatusColor(status: RenderStatusValue): string {
  switch (status) {
    case 'done':
      return 'green';
    case 'running':
      return 'brand';
    case 'queued':
      return 'orange';
    case 'failed':
      return 'red';
    case 'cancelled':
    case 'none':
      return 'gray';
  }
}
