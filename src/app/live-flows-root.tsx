import { createRoot } from 'react-dom/client';
import { LiveFlowsPanel } from '../components/flow-insight/live-flows-panel';

/** The live view's own React root beside the app's (development, `?live`): it never takes part in hydration. */
export function mountLiveFlows(): void {
  const host = document.createElement('div');
  host.id = 'live-flows';
  document.body.append(host);
  createRoot(host).render(<LiveFlowsPanel />);
}
