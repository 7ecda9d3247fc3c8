import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while the next page loads; decorative, the page says when it is busy. */
export function NavigationProgress() {
  const { state } = useNavigation();
  return <div className="navigation-progress" data-active={state !== 'idle'} aria-hidden="true" />;
}
