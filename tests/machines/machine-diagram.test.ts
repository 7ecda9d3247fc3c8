import { describe, expect, it } from 'vitest';
import { assign, fromPromise, not, setup } from 'xstate';
import { diagramDifference, flowDiagramMarkdown, machineDiagram } from '../support/machine-diagram';

// a small wizard with every kind of node and transition the generator draws
const wizardMachine = setup({
  types: {} as {
    context: { tries: number };
    events: { type: 'step.next' } | { type: 'step.back' } | { type: 'form.reset' };
  },
  guards: { stepValid: () => true, tooManyTries: ({ context }) => context.tries > 3 },
  actors: { sendForm: fromPromise(async () => {}) },
}).createMachine({
  id: 'wizard',
  initial: 'form',
  context: { tries: 0 },
  // handled in any state
  on: { 'form.reset': '.form' },
  states: {
    form: {
      initial: 'account',
      // a parent's transition to its own child
      on: { 'step.back': '.account' },
      states: {
        account: { on: { 'step.next': { guard: 'stepValid', target: 'review' } } },
        review: {
          on: { 'step.next': { guard: { type: 'stepValid', params: { step: 2 } }, target: '#wizard.sending' } },
        },
      },
    },
    sending: {
      invoke: { id: 'sendForm', src: 'sendForm', onDone: 'sent', onError: 'failed' },
    },
    failed: {
      entry: assign({ tries: ({ context }) => context.tries + 1 }),
      always: { guard: 'tooManyTries', target: 'givenUp' },
      after: { 5000: 'sending' },
      on: { 'step.next': { guard: not('tooManyTries'), actions: assign({ tries: 0 }) } },
    },
    sent: {
      type: 'parallel',
      states: {
        mail: {
          initial: 'queued',
          states: { queued: { on: { 'step.next': 'delivered' } }, delivered: { type: 'final' } },
        },
        receipt: { initial: 'shown', states: { shown: {} } },
      },
    },
    givenUp: { type: 'final' },
  },
});

describe('machineDiagram', () => {
  it('draws states, nested and parallel states, and every transition with its event and guard', () => {
    expect(machineDiagram(wizardMachine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> form',
        '  state form {',
        '    [*] --> form__account',
        '    state "account" as form__account',
        '    state "review" as form__review',
        '  }',
        '  sending',
        '  failed',
        '  state sent {',
        '    state "mail" as sent__mail {',
        '      [*] --> sent__mail__queued',
        '      state "queued" as sent__mail__queued',
        '      state "delivered" as sent__mail__delivered',
        '      sent__mail__delivered --> [*]',
        '    }',
        '    --',
        '    state "receipt" as sent__receipt {',
        '      [*] --> sent__receipt__shown',
        '      state "shown" as sent__receipt__shown',
        '    }',
        '  }',
        '  givenUp',
        '  givenUp --> [*]',
        // the root's transition, from each state that is not final
        '  form --> form : form.reset',
        '  sending --> form : form.reset',
        '  failed --> form : form.reset',
        '  sent --> form : form.reset',
        // the parent's transition to its own child, from each child
        '  form__account --> form__account : step.back',
        '  form__review --> form__account : step.back',
        '  form__account --> form__review : step.next [stepValid]',
        '  form__review --> sending : step.next [stepValid]',
        '  sending --> sent : done: sendForm',
        '  sending --> failed : error: sendForm',
        // a transition without a target: a self-loop
        '  failed --> failed : step.next [not(tooManyTries)]',
        '  failed --> sending : after 5000',
        '  failed --> givenUp : always [tooManyTries]',
        '  sent__mail__queued --> sent__mail__delivered : step.next',
        '',
      ].join('\n'),
    );
  });

  it('wraps the diagram in the Markdown file of docs/flows', () => {
    const text = flowDiagramMarkdown('wizard', wizardMachine);
    expect(text).toMatch(/^# The wizard flow\n/);
    expect(text).toContain('`machines/wizard.machine.ts` (machine `wizard`)');
    expect(text).toContain('```mermaid\nstateDiagram-v2\n  [*] --> form\n');
    expect(text.endsWith('```\n')).toBe(true);
  });
});

describe('diagramDifference', () => {
  const committed = ['# flow', '', 'a --> b', 'b --> c', 'c --> d', 'd --> e', 'e --> f', 'f --> g', ''].join('\n');

  it('is empty when the committed diagram is the one drawn now', () => {
    expect(diagramDifference(committed, committed)).toBe('');
  });

  it('shows only the lines that changed, with the line they are at and two lines around them', () => {
    const drawn = committed.replace('b --> c\n', '').replace('f --> g', 'f --> g : step.back\nf --> a');
    expect(diagramDifference(committed, drawn)).toBe(
      [
        '@@ line 2 @@',
        '  ',
        '  a --> b',
        '- b --> c',
        '  c --> d',
        '  d --> e',
        '  e --> f',
        '- f --> g',
        '+ f --> g : step.back',
        '+ f --> a',
        '  ',
      ].join('\n'),
    );
  });

  it('starts a new part where changes are more than four unchanged lines apart', () => {
    const lines = Array.from({ length: 12 }, (_, i) => `s${i} --> s${i + 1}`);
    const drawn = lines.map((line, i) => (i === 1 || i === 10 ? `${line} [guard]` : line));
    const difference = diagramDifference(lines.join('\n'), drawn.join('\n'));
    expect(difference.split('\n').filter((line) => line.startsWith('@@'))).toEqual(['@@ line 1 @@', '@@ line 9 @@']);
    expect(difference).not.toContain('s5 --> s6');
  });

  it('shows every line as new when the diagram is missing', () => {
    expect(diagramDifference('', 'a --> b\n')).toBe(['@@ line 1 @@', '+ a --> b', '  '].join('\n'));
  });
});
