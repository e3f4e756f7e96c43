import { useQuery } from '@tanstack/react-query';
import { useMachine, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  CONTACT_BIND_FAILED_KEY,
  CONTACT_CODE_FAILED_KEY,
  contactBindingMachine,
  type ContactBindRequest,
  type ContactTarget,
} from '@wl/flows';
import {
  ContactBinding,
  emptyContactBindingValues,
  resolveCountry,
  type ContactBindingField,
  type ContactChannel,
} from '@wl/ui';
import { api } from '../../../api';
import { flagUrl } from '../../../assets';
import { usePermission } from '../../../boot/Boot';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { smsButtonState } from '../../children';
import { securityConfigQuery, securityQueriesKeys } from '../../queries';
import { useRegisterSettings } from '../../registerSettings';

const siteContactBindingMachine = contactBindingMachine.provide({
  actors: {
    sendCode: fromPromise<number | null, ContactTarget>(({ input }) =>
      'email' in input ? api.security.sendBindEmailCode(input) : api.security.sendBindMobileCode(input),
    ),
    bind: fromPromise<unknown, ContactBindRequest>(async ({ input }) => {
      await ('email' in input ? api.security.bindEmail(input) : api.security.bindMobile(input));
      // the overview's masked value and completion (the section shows what the server now holds)
      await queryClient.invalidateQueries({ queryKey: securityQueriesKeys.config });
      return null;
    }),
  },
});

/** One channel's binding: its own flow, what was typed, the disclosure. */
function ChannelBinding({ channel, bound }: { channel: ContactChannel; bound: string | null }) {
  const { t } = useTranslation('security');
  const permission = usePermission();
  const settings = useRegisterSettings();
  const countries = settings.status === 'ready' ? settings.data.countries : [];
  const defaultDialingCode = settings.status === 'ready' ? settings.data.defaultCountryDialingCode : '';
  const [expanded, setExpanded] = useState(false);
  const [values, setValues] = useState(emptyContactBindingValues);
  const [snapshot, send, actor] = useMachine(siteContactBindingMachine, { input: { channel } });
  const sender = useSelector(actor, (state) =>
    typeof state.value === 'object' ? String((state.value as { editing: { sender: string } }).editing.sender) : '',
  );
  const { problems, error, secondsLeft, sentTo } = snapshot.context;
  // the picker shows the typed code, else the merchant's, else the visitor's country
  const countryDialingCode =
    values.countryDialingCode ||
    (resolveCountry(countries, defaultDialingCode, permission.location?.countryCode)?.countryDialingCode ?? '');
  const typed = { ...values, countryDialingCode };

  const onChange = (field: ContactBindingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'code') send({ type: 'field.change', field: 'code' });
    else send({ type: 'field.change', field: 'target' });
  };
  const message = error === CONTACT_BIND_FAILED_KEY || error === CONTACT_CODE_FAILED_KEY ? t(error) : error;

  return (
    <ContactBinding
      channel={channel}
      bound={bound}
      justBound={snapshot.status === 'done'}
      expanded={expanded}
      onExpandedChange={setExpanded}
      values={typed}
      onChange={onChange}
      problems={problems}
      codeState={smsButtonState(sender)}
      secondsLeft={secondsLeft}
      onSendCode={() => send({ type: 'code.send', ...typed })}
      sentTo={sentTo}
      onSubmit={() => send({ type: 'user.submit', ...typed })}
      submitting={snapshot.matches('binding')}
      error={message}
      onDismissError={() => send({ type: 'error.dismiss' })}
      countries={countries}
      flagUrl={flagUrl(permission)}
      defaultCountry={permission.location?.countryCode}
    />
  );
}

/**
 * The security centre's mobile and email items: each binds with a code sent to it (the sandbox's outbox delivers
 * it), then shows the masked value the overview holds. An item the merchant does not offer is left out.
 */
export default function ContactBindingSection() {
  const { token } = useSession();
  const config = useQuery(securityConfigQuery(token), queryClient);
  const data = config.data;
  if (!data) return null;
  return (
    <>
      {data.items.mobile.enabled ? <ChannelBinding channel="mobile" bound={data.maskedMobile} /> : null}
      {data.items.email.enabled ? <ChannelBinding channel="email" bound={data.maskedEmail} /> : null}
    </>
  );
}
