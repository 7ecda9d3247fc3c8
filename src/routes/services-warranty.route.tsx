import { loadServiceInfo } from '../screens/service-info/service-info-data';
import { ServiceInfoScreen } from '../screens/service-info/service-info-screen';
import { SERVICE_INFO, type ServiceInfo } from '../screens/service-info/service-info-text';
import type { RouteModuleLoaderArgs } from './route-module.types';

const info = SERVICE_INFO['services-warranty'] as ServiceInfo;

export async function loader({ queryClient }: RouteModuleLoaderArgs) {
  await loadServiceInfo(queryClient, info);
  return null;
}

export function Component() {
  return <ServiceInfoScreen info={info} />;
}
