// Phoenix channel frames as realtime-js speaks them (supabase/local/docs/protocol.md §4.2): vsn
// 2.0.0 sends JSON arrays `[join_ref, ref, topic, event, payload]`, vsn 1.0.0 JSON objects. Binary
// frames (client broadcasts) are not used by postgres_changes and are ignored.

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export function decodeFrame(text: string, vsn: Vsn): Frame | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return {
      joinRef: typeof joinRef === 'string' ? joinRef : null,
      ref: typeof ref === 'string' ? ref : null,
      topic,
      event,
      payload: isObject(payload) ? payload : {},
    };
  }
  if (!isObject(parsed) || typeof parsed.topic !== 'string' || typeof parsed.event !== 'string') return null;
  return {
    joinRef: typeof parsed.join_ref === 'string' ? parsed.join_ref : null,
    ref: typeof parsed.ref === 'string' ? parsed.ref : null,
    topic: parsed.topic,
    event: parsed.event,
    payload: isObject(parsed.payload) ? parsed.payload : {},
  };
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  }
  return JSON.stringify({
    join_ref: frame.joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
  });
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A server-pushed `postgres_changes` frame, built around its already encoded `data`. */
export function encodeChangeFrame(topic: string, ids: number[], dataJson: string, vsn: Vsn): string {
  const payload = `{"ids":${JSON.stringify(ids)},"data":${dataJson}}`;
  if (vsn === '2.0.0') return `[null,null,${JSON.stringify(topic)},"postgres_changes",${payload}]`;
  return `{"join_ref":null,"ref":null,"topic":${JSON.stringify(topic)},"event":"postgres_changes","payload":${payload}}`;
}
