import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fromCallback, fromPromise } from 'xstate';
import { type CheckinDecision, type CheckinEvent, checkinMachine } from '../../../machines/checkin.machine';
import { CHECKIN_VERDICT_LABELS, type CheckinList } from '../../../schemas/checkin.schema';
import { formatTaipei } from '../../../schemas/taipei-date';
import { decideScan, loadDoorList, pendingScans, syncDoorScans } from '../../api/staff-checkin.decide';
import { deviceName, keptList, setDeviceName } from '../../api/staff-checkin.store';
import { useInvoiceQrCamera } from '../../components/form/invoice-qr-camera';
import { inspect } from '../../lib/inspector';
import { preloadQrDecoder } from '../../lib/qr-decoder';
import { signalDecision, unlockSound } from './staff-checkin-signal';
import { CHECKIN_TEXT as T } from './staff-checkin-text';

/** The same code seen again by the camera within this long is the same person still in front of it. */
const SAME_CODE_MS = 3_000;

const doorMachine = checkinMachine.provide({
  actors: {
    loadList: fromPromise(({ input, signal }) => loadDoorList(input.sessionId, signal)),
    decide: fromPromise(({ input }) => decideScan(input)),
    syncScans: fromPromise(({ input }) => syncDoorScans(input.sessionId)),
    connectivity: fromCallback<CheckinEvent>(({ sendBack }) => {
      const online = () => sendBack({ type: 'network.online' });
      const offline = () => sendBack({ type: 'network.offline' });
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      // the server may come back while the browser never said it left: try again now and then
      const retry = setInterval(() => {
        if (navigator.onLine) online();
      }, 15_000);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
        clearInterval(retry);
      };
    }),
  },
  actions: { signalResult: (_, decision) => signalDecision(decision) },
});

const timeOf = (at: string) => formatTaipei(at, 'HH:mm:ss');

/** The words a decision is shown with: 已入場（time, device） for a ticket in already. */
export function verdictWords(decision: CheckinDecision): string {
  const { verdict, first } = decision.answer;
  const label = CHECKIN_VERDICT_LABELS[verdict];
  return verdict === 'already' && first ? `${label}（${timeOf(first.at)}，${first.device}）` : label;
}

/**
 * One session's door: the camera and a number field feed the check-in machine; the answer is a
 * colour, a beep and words, at once; the connection and the uploads are shown, and the conflicts
 * the server found in uploads are listed for staff to settle.
 */
export function CheckinDoor({ sessionId }: { sessionId: number }) {
  const actor = useActorRef(doorMachine, {
    input: { sessionId, online: navigator.onLine, pending: pendingScans(sessionId) },
    inspect,
  });
  const door = useSelector(actor, (s) => s.value.door);
  const link = useSelector(actor, (s) => s.value.link);
  const { session, pending, result, stale, conflicts } = useSelector(actor, (s) => s.context);

  useEffect(() => preloadQrDecoder(), []);

  const scan = (ticket: string) => {
    unlockSound();
    actor.send({ type: 'ticket.scan', ticket });
  };

  if (door === 'loading') {
    return (
      <div className="block-pending" aria-busy="true">
        <span className="visually-hidden">{T.loading}</span>
      </div>
    );
  }
  if (door === 'loadFailed') {
    return (
      <div className="state-message" role="alert">
        <p className="state-message__title">{T.loadFailed}</p>
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'list.retry' })}>
          {T.retry}
        </button>
        <p>
          <Link to="/staff/checkin">{T.changeSession}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="checkin-door">
      {session && (
        <div className="checkin-door__head">
          <h2 className="checkin-door__title">
            {session.event_subject}・{session.subject}
          </h2>
          <p className="checkin-door__when">
            {formatTaipei(session.started_at, 'YYYY/MM/DD HH:mm')}・{session.place_name}
          </p>
          <p className="checkin-door__counts" data-testid="checkin-counts">
            {T.countsLine(session.counts.checked_in, session.counts.tickets)}
          </p>
          <Link to="/staff/checkin" className="checkin-door__change">
            {T.changeSession}
          </Link>
        </div>
      )}
      <p className={`checkin-door__link checkin-door__link--${link}`} role="status">
        {T.link[link as keyof typeof T.link] ?? ''}
        {pending > 0 && `・${T.pending(pending)}`}
        {stale && link === 'offline' && `・${T.stale}`}
      </p>

      <Verdict deciding={door === 'deciding'} result={door === 'result' ? result : null} />
      {door === 'result' && (
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'result.dismiss' })}>
          {T.dismiss}
        </button>
      )}

      <Camera onCode={scan} />
      <NumberForm sessionId={sessionId} onSubmit={scan} />
      <DeviceField />

      {conflicts.length > 0 && (
        <section className="checkin-conflicts" aria-labelledby="checkin-conflicts-title">
          <h2 id="checkin-conflicts-title">{T.conflictsTitle}</h2>
          <p>{T.conflictsLead}</p>
          <table className="checkin-conflicts__table">
            <thead>
              <tr>
                <th scope="col">{T.conflictColumns.number}</th>
                <th scope="col">{T.conflictColumns.holder}</th>
                <th scope="col">{T.conflictColumns.scanned}</th>
                <th scope="col">{T.conflictColumns.reason}</th>
                <th scope="col">{T.conflictColumns.first}</th>
              </tr>
            </thead>
            <tbody>
              {conflicts.map((c) => (
                <tr key={c.scan_id}>
                  <th scope="row">{c.registration_number}</th>
                  <td>{c.holder ?? ''}</td>
                  <td>
                    {timeOf(c.scanned_at)}，{c.device}
                  </td>
                  <td>{T.conflictReason[c.reason]}</td>
                  <td>{c.first ? `${timeOf(c.first.at)}，${c.first.device}` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

/** The answer, big: a colour for the eye across the room, the words for everyone. */
function Verdict({ deciding, result }: { deciding: boolean; result: CheckinDecision | null }) {
  const verdict = result?.answer.verdict;
  const tone = !result ? 'idle' : verdict === 'admitted' ? 'ok' : verdict === 'already' ? 'warn' : 'stop';
  return (
    <div className={`checkin-verdict checkin-verdict--${tone}`} data-verdict={verdict ?? ''}>
      <p className="checkin-verdict__words" role="status" aria-live="assertive">
        {deciding ? T.deciding : result ? verdictWords(result) : T.scanPrompt}
      </p>
      {result?.answer.registration_number && (
        <p className="checkin-verdict__who">
          {result.answer.registration_number}
          {result.answer.holder && `・${result.answer.holder}`}
          {result.answer.ticket_name && `・${result.answer.ticket_name}`}
        </p>
      )}
      {result?.offline && <p className="checkin-verdict__note">{T.decidedOffline}</p>}
    </div>
  );
}

/** The back camera, scanning continuously: each new code goes to the door, the same one once. */
function Camera({ onCode }: { onCode: (code: string) => void }) {
  const last = useRef<{ text: string; at: number } | null>(null);
  const camera = useInvoiceQrCamera((reads) => {
    const text = reads[0]?.text;
    const now = Date.now();
    if (text && (last.current?.text !== text || now - last.current.at > SAME_CODE_MS)) onCode(text);
    if (text) last.current = { text, at: now };
    // keep filming: the next person is already in line
    return false;
  });
  const on = camera.state.status === 'starting' || camera.state.status === 'scanning';
  return (
    <div className="checkin-camera">
      <button
        type="button"
        className="button button--primary checkin-camera__toggle"
        onClick={() => {
          unlockSound();
          if (on) camera.stop();
          else void camera.start();
        }}
      >
        {on ? T.cameraStop : T.cameraStart}
      </button>
      {camera.state.status === 'starting' && <p role="status">{T.cameraStarting}</p>}
      {camera.state.status === 'failed' && <p role="alert">{T.cameraFailed}</p>}
      <video ref={camera.videoRef} className="checkin-camera__video" hidden={!on} muted playsInline />
    </div>
  );
}

/** A registration number typed, or a name picked from the phone's list (the ticket cannot be shown). */
function NumberForm({ sessionId, onSubmit }: { sessionId: number; onSubmit: (ticket: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [list] = useState<CheckinList | null>(() => keptList(sessionId));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    onSubmit(typed);
    setText('');
  };
  return (
    <form className="checkin-number" onSubmit={submit}>
      <label htmlFor={`${id}-number`} className="form-field__label">
        {T.numberLabel}
      </label>
      <p className="form-field__hint" id={`${id}-hint`}>
        {T.numberHint}
      </p>
      <div className="checkin-number__row">
        <input
          id={`${id}-number`}
          className="form-field__input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          list={`${id}-tickets`}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="button button--primary">
          {T.check}
        </button>
      </div>
      <datalist id={`${id}-tickets`}>
        {list?.tickets.map((t) => (
          <option key={t.registration_number} value={t.registration_number}>
            {t.holder}
          </option>
        ))}
      </datalist>
    </form>
  );
}

/** This phone's name, kept on it. */
function DeviceField() {
  const id = useId();
  const [name, setName] = useState(deviceName);
  return (
    <div className="checkin-device">
      <label htmlFor={`${id}-device`} className="form-field__label">
        {T.device}
      </label>
      <p className="form-field__hint" id={`${id}-device-hint`}>
        {T.deviceHint}
      </p>
      <input
        id={`${id}-device`}
        className="form-field__input"
        value={name}
        maxLength={40}
        aria-describedby={`${id}-device-hint`}
        onChange={(e) => {
          setName(e.target.value);
          setDeviceName(e.target.value);
        }}
      />
    </div>
  );
}
