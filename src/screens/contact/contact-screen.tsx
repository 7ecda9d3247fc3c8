import { useQuery } from '@tanstack/react-query';
import { contactMachine } from '../../../machines/contact.machine';
import { CONTACT_STEPS } from '../../../schemas/contact.schema';
import { submitContact } from '../../api/contact.mutations';
import { optionQueries } from '../../api/options.queries';
import { draftKey } from '../../components/flow/flow-drafts';
import { FlowFrame } from '../../components/flow/flow-frame';
import { useFlow } from '../../components/flow/use-flow';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { useHydrated } from '../../lib/use-hydrated';
import { draftOwner, useFlowMember } from '../flow/use-flow-member';
import { SubscribePanel } from '../subscribe/subscribe-panel';
import { ContactDoneStep } from './contact-done-step';
import { ContactMessageStep } from './contact-message-step';
import { ContactReviewStep } from './contact-review-step';
import type { ContactPageData } from './contact-step.types';
import { CONTACT_TEXT as T } from './contact-text';

/** SPEC §2 /contact, /contact/step2, /contact/step3: one flow, one actor across the three URLs. */
export function ContactScreen() {
  const member = useFlowMember();
  // the server renders the page's heading and intro (SPEC: /contact is in the sitemap); the flow
  // and its drafts start in the browser
  const hydrated = useHydrated();
  const classes = useQuery(optionQueries.contactClasses());
  const channels = useQuery(optionQueries.channels());
  const brands = useQuery(optionQueries.brands());
  const cities = useQuery(optionQueries.address());
  return (
    <PageShell lead={T.lead}>
      {member.status === 'pending' || !hydrated ? (
        <div className="block-pending" aria-busy="true" />
      ) : (
        <QueryState query={classes}>
          {(contactClasses) => (
            <ContactFlow
              member={member}
              options={{
                classes: contactClasses,
                channels: channels.data ?? [],
                brands: brands.data ?? [],
                cities: cities.data ?? [],
              }}
            />
          )}
        </QueryState>
      )}
      <SubscribePanel />
    </PageShell>
  );
}

function ContactFlow({ member, options }: ContactPageData) {
  const flow = useFlow(contactMachine, {
    name: 'contact',
    steps: CONTACT_STEPS,
    draftKey: draftKey('contact', draftOwner(member)),
    base: '/contact',
    calls: { submit: submitContact },
  });
  return (
    <FlowFrame
      flow={flow}
      names={T.steps}
      screens={{ editing: ContactMessageStep, reviewing: ContactReviewStep, done: ContactDoneStep }}
      props={{ member, options }}
    />
  );
}
