import type { SimulatedWhatsAppMessage, SimulatedWhatsAppReply } from '@canino/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { TextInput } from '../../components/field';
import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { replySimulatedWhatsApp, useSimulatedWhatsApp } from '../../features/orders/api/simulated-whatsapp';
import './simulated-whatsapp.css';

const MOBILE = /^[6-9]\d{9}$/;

function Message({ message, onReply, busy }: { message: SimulatedWhatsAppMessage; onReply: (reply: SimulatedWhatsAppReply['reply']) => void; busy: boolean }) {
  const at = new Date(message.sentAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  return (
    <li className="sim-chat__message">
      <p>{message.text}</p>
      <p className="sim-chat__time">{at}</p>
      {message.buttons.length > 0 && (
        <div className="sim-chat__buttons" role="group" aria-label="Quick replies">
          {message.buttons.map((b) => (
            <Button key={b} variant="secondary" size="sm" disabled={busy} onClick={() => onReply(b)}>
              {b}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * /simulated/whatsapp?mobile=…: the phone of a shop run on this computer without a WhatsApp account. It
 * shows what the shop sent a number and answers as the phone would (a quick reply, or STOP), through the
 * same handling as WhatsApp's webhook, so the demo and the browser tests follow a COD confirmation offline.
 */
export default function SimulatedWhatsAppPage() {
  const [search, setSearch] = useSearchParams();
  const mobile = MOBILE.test(search.get('mobile') ?? '') ? search.get('mobile')! : null;
  const [typed, setTyped] = useState(mobile ?? '');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const query = useSimulatedWhatsApp(mobile);
  const open = (e: React.FormEvent) => {
    e.preventDefault();
    const number = typed.trim();
    if (!MOBILE.test(number)) return setInvalid('Enter the 10-digit mobile number the messages went to');
    setInvalid(undefined);
    setSearch({ mobile: number });
  };
  const reply = async (messageId: string, answer: SimulatedWhatsAppReply['reply']) => {
    setBusy(true);
    try {
      notify.success((await replySimulatedWhatsApp(mobile!, { messageId, reply: answer })).message);
      await query.refetch();
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageBanner title="Simulated WhatsApp" />
      <div className="container sim-chat">
        <p>This shop runs without a WhatsApp account, so the messages it would send are kept here. Open a number to read them and answer as its phone would.</p>
        <form className="sim-chat__form" onSubmit={open} noValidate>
          <TextInput label="Mobile number" inputMode="numeric" autoComplete="tel-national" value={typed} error={invalid} onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit">Show messages</Button>
        </form>
        {mobile && (
          <QueryView query={query} errorTitle="The messages could not be read">
            {(messages) =>
              messages.length === 0 ? (
                <p role="status">No message was sent to {mobile} yet.</p>
              ) : (
                <section aria-label={`Messages to ${mobile}`}>
                  <ol className="sim-chat__messages">
                    {messages.map((m) => (
                      <Message key={m.id} message={m} busy={busy} onReply={(answer) => void reply(m.id, answer)} />
                    ))}
                  </ol>
                  <Button variant="ghost" disabled={busy} onClick={() => void reply(messages[0]!.id, 'STOP')}>
                    Reply STOP
                  </Button>
                </section>
              )
            }
          </QueryView>
        )}
      </div>
    </>
  );
}
