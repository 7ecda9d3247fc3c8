import type { ReactNode } from 'react';
import type { HeaderOptions, Layout } from '../../schemas/route-manifest';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';
import { HomeLayout } from './home-layout';

const DEFAULT_HEADER: HeaderOptions = { style: 'default', fixed: true };

/** The manifest names a page's layout; this picks the component. */
export function LayoutFor({
  layout,
  header = DEFAULT_HEADER,
  children,
}: {
  layout: Layout;
  header?: HeaderOptions | undefined;
  children: ReactNode;
}) {
  switch (layout) {
    case 'empty':
      return <EmptyLayout>{children}</EmptyLayout>;
    case 'home':
      return <HomeLayout header={header}>{children}</HomeLayout>;
    default:
      return <DefaultLayout header={header}>{children}</DefaultLayout>;
  }
}
