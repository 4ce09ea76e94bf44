import { realtimeSocketOptions } from '@casino/browser/realtime-socket.ts';
import { echoEventName, publicChannels } from '@casino/contract/realtime.ts';
import Echo from 'laravel-echo';
import { io } from 'socket.io-client';
import { getToken } from './auth-token.ts';

export type RealtimeConnection = Echo<'socket.io'>;

/**
 * Opens the realtime connection on the site's own origin, speaking laravel-echo's socket.io protocol. Private
 * channels authenticate with the stored token.
 */
export function connectRealtime(origin: string = window.location.origin): RealtimeConnection {
  const token = getToken();
  return new Echo({
    broadcaster: 'socket.io',
    client: io,
    host: origin,
    ...realtimeSocketOptions(),
    auth: { headers: token ? { Authorization: `Bearer ${token}` } : {} },
  });
}

/** The public channels every visitor follows (SPEC section 7). */
export function visitorChannels(input: { currency: string; templateName: string }): string[] {
  return [publicChannels.webMember, publicChannels.webApi(input.currency), publicChannels.template(input.templateName)];
}

export type EventHandlers = Record<string, (payload: unknown) => void>;

/**
 * Listens for the given events on each channel. Event names get a leading dot so that laravel-echo does not prefix
 * them with its namespace. Returns a function that leaves the channels.
 */
export function listenOnChannels(connection: RealtimeConnection, channels: string[], handlers: EventHandlers) {
  for (const name of channels) {
    const channel = connection.channel(name);
    for (const [event, handler] of Object.entries(handlers)) {
      channel.listen(echoEventName(event), handler);
    }
  }
  return () => {
    for (const name of channels) connection.leaveChannel(name);
  };
}

/** Name of a member's private channel as laravel-echo is asked for it; on the wire it is private-member.{id}. */
export function memberChannelName(memberId: number | string): string {
  return `member.${memberId}`;
}

/**
 * Follows the member's private channel (member.{id}, private-member.{id} on the wire). The connection must have been
 * opened with the member's token, which authorises the subscription. Returns a function that leaves the channel.
 */
export function listenOnMemberChannel(
  connection: RealtimeConnection,
  memberId: number,
  handlers: EventHandlers,
  onSubscribed?: () => void,
) {
  const name = memberChannelName(memberId);
  const channel = connection.private(name);
  for (const [event, handler] of Object.entries(handlers)) {
    channel.listen(echoEventName(event), handler);
  }
  if (onSubscribed) channel.subscribed(onSubscribed);
  return () => connection.leave(name);
}
